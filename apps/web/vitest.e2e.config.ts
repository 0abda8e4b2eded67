import { defineConfig } from 'vitest/config';

/** End-to-end journeys: the production API (serving the built app) in a real Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // The one worker runs every file with the modules (Vitest, Playwright's client, the helpers) loaded once,
    // not a fresh worker per file. The files share no module state: each opens its own browser contexts and
    // reads the server's address from inject().
    isolate: false,
  },
});
