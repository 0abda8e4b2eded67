import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Gives every styled component an id derived from its file and its place in the file
 * (babel-plugin-styled-components, `ssr`), for the app's sources and `@yaocai/ui`'s build alike. Without it an
 * id is a counter of the components created so far, which differs between the server bundle and the browser's
 * (their modules load in different orders; the server's lazy pages load in the order visitors ask for them), so
 * the class names of a server-rendered page would not match the browser's and hydration would fail.
 *
 * Runs after Vite's own TypeScript/JSX transform, so Babel only sees JavaScript.
 */
export function stableStyles(): Plugin {
  return {
    name: 'yaocai:stable-styles',
    async transform(code, id) {
      if (!code.includes('styled-components') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const result = await transformAsync(code, {
        filename: id.split('?')[0],
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [
          [
            'babel-plugin-styled-components',
            {
              ssr: true,
              displayName: false,
              fileName: false,
              minify: false,
              transpileTemplateLiterals: false,
              pure: true,
            },
          ],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
