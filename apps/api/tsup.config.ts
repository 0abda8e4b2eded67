import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', 'seed-cli': 'src/seed/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // The domain package is TypeScript source inside the monorepo, so it is bundled; npm packages stay external.
  noExternal: [/^@yaocai\//],
});
