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
  // Keep Chinese copy readable in the published files instead of \u escapes.
  esbuildOptions: (options) => {
    options.charset = 'utf8';
  },
  outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
});
