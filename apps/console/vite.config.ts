import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API dev server (apps/api `dev`); in production the API serves this app at /console from the same origin. */
const API_DEV_SERVER = 'http://127.0.0.1:3000';

/**
 * The web app's `zod-csp.js` (it tells zod not to probe for eval, which the CSP forbids), served and built as
 * this app's own `/console/zod-csp.js`: one file, both apps, neither depending on the other being deployed.
 */
function zodCsp(): Plugin {
  const source = () => readFileSync(new URL('../web/public/zod-csp.js', import.meta.url));
  return {
    name: 'yaocai-zod-csp',
    configureServer(server) {
      server.middlewares.use('/console/zod-csp.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'zod-csp.js', source: source() });
    },
  };
}

export default defineConfig({
  base: '/console/',
  plugins: [react(), zodCsp()],
  server: {
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    proxy: { '/api': { target: API_DEV_SERVER, changeOrigin: false } },
  },
  build: { target: 'es2022', sourcemap: false },
});
