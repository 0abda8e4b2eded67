import { defineConfig } from 'vitest/config';

/** End-to-end journeys: the production API (serving the built app) in a real Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // A whole journey (registration, review, stores, carts) with another running beside it on 2 cores; each
    // wait inside it is bounded on its own (20 s).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two workers, each running its files one after another against its own server (global-setup.ts starts one
    // per worker): a journey spends most of its time waiting on the browser and the server, so two at once use
    // the second core. Each worker runs its files with the modules (Vitest, Playwright's client, the helpers)
    // loaded once, not a fresh worker per file; the files share no module state: each opens its own browser
    // contexts and finds its server through support.ts `server()`.
    maxWorkers: 2,
    isolate: false,
  },
});
