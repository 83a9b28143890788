import { defineConfig } from '@playwright/test';
import base, { baseURL } from './playwright.config.ts';

const databaseUrl = process.env['E2E_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];

/**
 * The sign-in and CRUD flows again, against two app processes on one PostgreSQL database behind one
 * address (e2e/instances/serve.ts). Runs when E2E_DATABASE_URL or TEST_DATABASE_URL names a server.
 */
export default defineConfig({
  ...base,
  testMatch: ['global.setup.ts', 'auth.spec.ts', 'ledger.spec.ts', 'teams.spec.ts'],
  // Without a PostgreSQL server there is nothing to run.
  ...(!databaseUrl && { projects: [], webServer: [] }),
  ...(databaseUrl && {
    webServer: {
      command: 'npx tsx web/e2e/instances/serve.ts',
      cwd: '..',
      url: `${baseURL}/api/status`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { E2E_PORT: process.env['E2E_PORT']!, E2E_DATABASE_URL: databaseUrl },
    },
  }),
});
