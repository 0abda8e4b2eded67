import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type Plugin } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const packageDir = import.meta.dirname;
const selfAlias = { '@yaocai/ui': path.join(packageDir, 'src/index.ts') };

/**
 * The Storybook plugin roots Vite at the parent of .storybook (the repo root), where pnpm has not
 * hoisted the addon's own setup files. Re-rooting at this package lets Vitest resolve them here.
 */
const rootAtPackage: Plugin = {
  name: 'yaocai:root-at-package',
  enforce: 'post',
  config: () => ({ root: packageDir }),
};

export default defineConfig({
  resolve: { alias: selfAlias },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
          // One worker per core runs many files instead of a fresh one per file: starting a worker and
          // importing jsdom, React and styled-components again for each of ~44 files was most of this project's
          // time on CI. Safe because the files share no state that outlives a test: nothing is vi.mock'ed,
          // and setup.ts unmounts, clears the storages and restores timers and stubbed globals after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(packageDir, '../../.storybook') }), rootAtPackage],
        test: {
          name: 'storybook',
          dir: packageDir,
          // One Chromium page runs every story file instead of a fresh iframe (and module graph) per file:
          // 165 s → 73 s for the 44 files on the shared machine. Each story renders into its own root, which
          // the Storybook plugin unmounts after it.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
