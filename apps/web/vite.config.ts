import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './build/first-paint';
import { stableStyles } from './build/stable-styles';

/** The API dev server (apps/api `dev`); in production the API serves this app from the same origin. */
const API_DEV_SERVER = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle (`vite build --ssr`) is read from disk by the API, never served: no compressed copies,
  // and its build must not clear the browser build's source maps.
  plugins: [
    react(),
    stableStyles(),
    !isSsrBuild && firstPaint({ sourcemapDir: fileURLToPath(new URL('./sourcemaps', import.meta.url)) }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: API_DEV_SERVER, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  // The workspace packages are bundled into the server build like into the browser's; npm packages stay
  // external and resolve from apps/web/node_modules, so the app and `@yaocai/ui` share one styled-components.
  ssr: { noExternal: [/^@yaocai\//] },
  // Hidden maps: emitted for error tooling (moved out of dist/ by firstPaint), never referenced from the
  // shipped files, so the production build publishes no source.
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: 'hidden',
        // Every module the entry imports statically is one chunk: the default split gave the first load ~30
        // small shared chunks, and each module request costs the page's main thread ~1 ms (4 ms on a
        // throttled phone) to issue, besides compressing worse. Lazy pages keep their own chunks (they import
        // from this one, so `main.tsx` must not await at its top level).
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
      },
}));
