import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // scrypt at OWASP cost takes ~0.3 s per hash; login tests do several.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
