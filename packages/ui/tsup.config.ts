import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates; nothing else here uses it.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2020',
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
  outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
});
