import { defineConfig } from 'vitest/config';

const shared = {
  include: ['test/**/*.test.ts'],
  // Each test file gets its own database (PGlite in memory, or a fresh PostgreSQL database).
  pool: 'forks' as const,
  testTimeout: 20_000,
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
