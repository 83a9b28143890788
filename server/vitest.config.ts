import { defineConfig } from 'vitest/config';

const shared = {
  include: ['test/**/*.test.ts'],
  // Each test file gets its own database (PGlite in memory, or a fresh PostgreSQL database).
  pool: 'forks' as const,
  // Generous: a test that builds its own app or database (PGlite, migrations) takes 20 s and more when the
  // suite runs on both databases on a busy two-core machine. Speed is measured by the benchmarks, not here.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// The same suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DATABASE: 'pglite' } } },
      ...(process.env['TEST_DATABASE_URL']
        ? [{ test: { ...shared, name: 'postgres', env: { TEST_DATABASE: 'postgres' } } }]
        : []),
    ],
  },
});
