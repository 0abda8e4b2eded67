import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    // One worker per core runs many files instead of a fresh worker (jsdom, React, the router) per file, which
    // was most of this suite's time on CI. The module state files could share (feedback, navigation, CSRF
    // token, main-site address, storages, timers) is reset by src/test/setup.ts after each test; every test
    // that fetches installs its own fetch stub (src/test/fetch.ts), and nothing is vi.mock'ed.
    isolate: false,
    // Whole-app renders load lazy page modules; on a busy 2-core CI machine the first one can be slow.
    testTimeout: 15_000,
  },
});
