import { defineConfig } from 'vitest/config';

// Test-only password cost (see src/lib/passwords.ts, which refuses it outside NODE_ENV=test): set in this
// main process so the global setup's seeded accounts and every test worker (which inherits process.env) hash
// at N=2^10 instead of OWASP's 2^17 — ~1 ms a hash instead of ~0.5 s. passwords.test.ts still hashes once at
// the production cost and checks that nothing but a test run can lower it.
process.env.SCRYPT_TEST_N ??= String(2 ** 10);

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Parallel logins, registrations and a production-cost hash on a busy 2-core CI machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker process per core runs many files instead of a fresh process and module graph per file (~5 s of
    // start-up and imports each, ~2/3 of the step's time on 2 cores). Safe because each file builds its own app on
    // its own database copy and closes it, src keeps per-app state on the app and per-database state in WeakMaps
    // keyed by the Db, nothing is vi.mock'ed, and the one fake-timer test restores real timers in a finally.
    isolate: false,
  },
});
