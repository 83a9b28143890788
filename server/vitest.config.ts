import { defineConfig } from 'vitest/config';

const shared = {
  include: ['test/**/*.test.ts'],
  // Each test file gets its own database (PGlite in memory, or a fresh PostgreSQL database).
  pool: 'forks' as const,
  // A worker runs its files one after another in one process, each file with its own app and database: the
  // app's modules load once per worker instead of once per file, most of what the suite spent loading. What
  // a file starts (an app, a database, a fake server) it closes itself.
  isolate: false,
  // Generous: a test that builds its own app or database (PGlite, migrations) is slow when the suite runs
  // on both databases on a busy two-core machine. Speed is measured by the benchmarks, not here.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// The same suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
export default defineConfig({
  test: {
    // One file per core: the default leaves one core idle, and on two cores that is half the machine.
    maxWorkers: '100%',
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DATABASE: 'pglite' } } },
      ...(process.env['TEST_DATABASE_URL']
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                env: { TEST_DATABASE: 'postgres' },
                globalSetup: ['test/global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
