import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './build/first-paint';

/** The API dev server (apps/api `dev`); in production the API serves this app from the same origin. */
const API_DEV_SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), firstPaint({ sourcemapDir: fileURLToPath(new URL('./sourcemaps', import.meta.url)) })],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: API_DEV_SERVER, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  // Hidden maps: emitted for error tooling (moved out of dist/ by firstPaint), never referenced from the
  // shipped files, so the production build publishes no source.
  build: { target: 'es2022', sourcemap: 'hidden' },
});
