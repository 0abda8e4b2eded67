import { readdirSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

/**
 * Every component file is its own ESM entry, with shared code split into chunks: `index.js` then
 * only re-exports, and `sideEffects: false` lets an app's bundler drop the components it does not
 * import. One bundled file could not be pruned, since styled-components' top-level calls are not
 * marked pure (Price alone pulled in 126 KB of the library; split, 1.8 KB).
 */
const componentEntries = readdirSync('src/components').flatMap((folder) =>
  readdirSync(`src/components/${folder}`)
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => `src/components/${folder}/${file}`),
);

const shared: Options = {
  target: 'es2020',
  sourcemap: true,
  // Peers stay external so the consumer's single React and styled-components instance is used.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
  // The library imports only domain's pure modules (money, time, pricing, tags, quantity) through
  // their subpaths, so bundling them in carries no zod; the published package then needs no
  // @yaocai/domain at runtime. scripts/check-bundle.mjs fails the build check if zod creeps in.
  noExternal: [/^@yaocai\/domain(\/|$)/],
  // Keep Chinese copy readable in the published files instead of \u escapes.
  esbuildOptions: (options) => {
    options.charset = 'utf8';
  },
};

const dts: Options['dts'] = {
  entry: 'src/index.ts',
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates; nothing else here uses it.
  compilerOptions: { ignoreDeprecations: '6.0' },
};

export default defineConfig([
  {
    ...shared,
    entry: ['src/index.ts', ...componentEntries],
    format: ['esm'],
    splitting: true,
    clean: true,
    dts,
  },
  {
    ...shared,
    // CommonJS consumers get one file; tree-shaking is an ESM matter.
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts,
    outExtension: () => ({ js: '.cjs' }),
  },
]);
