import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiPackage = path.join(here, '../packages/ui');

/** The vitest addon is a dependency of packages/ui only, so resolve it from there (pnpm does not hoist). */
function fromUiPackage(name: string): string {
  return path.dirname(createRequire(path.join(uiPackage, 'package.json')).resolve(`${name}/package.json`));
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', fromUiPackage('@storybook/addon-vitest')],
  core: { disableTelemetry: true },
  // Stories import the library the way a consumer does; point that name at the source.
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, { resolve: { alias: { '@yaocai/ui': path.join(uiPackage, 'src/index.ts') } } }),
};

export default config;
