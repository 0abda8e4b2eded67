import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API dev server (apps/api `dev`); in production the API serves this app at /console from the same origin. */
const API_DEV_SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    proxy: { '/api': { target: API_DEV_SERVER, changeOrigin: false } },
  },
  build: { target: 'es2022', sourcemap: false },
});
