import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/chromium.ts';

// One fresh embedded database per run; workers inherit it through the environment.
process.env['E2E_DATA_DIR'] ??= mkdtempSync(path.join(os.tmpdir(), 'flipstack-e2e-'));
// A port of this run's own (workers inherit it), so two suites on one machine never meet.
process.env['E2E_PORT'] ??= String(20_000 + (process.pid % 20_000));
const port = Number(process.env['E2E_PORT']);
export const baseURL = `http://127.0.0.1:${port}`;
// The local Entra-like provider the app's Microsoft sign-in talks to (server/test/helpers/fake-entra.ts).
const entraPort = port + 1;
const ENTRA_CLIENT = { id: 'flipstack-e2e', secret: 'flipstack-e2e-secret' };
/** The local eBay (server/test/helpers/fake-ebay.ts) the app is pointed at: e2e/ebay.spec.ts connects to it. */
export const ebayURL = `http://127.0.0.1:${port + 2}`;
const EBAY = {
  EBAY_CLIENT_ID: 'Flipstack-test-PRD-0123456789',
  EBAY_CLIENT_SECRET: 'PRD-test-client-secret',
  EBAY_RUNAME: 'Flipstack_Test-Flipstac-test-abcdef',
  EBAY_AUTH_URL: ebayURL,
  EBAY_API_URL: ebayURL,
  EBAY_APIZ_URL: ebayURL,
  EBAY_POLL_SECONDS: '2',
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  // Room for a two-core machine running Chromium, the app and the axe scans at once, on a CI host that can
  // run several times slower still. A passing test does not wait for these; only a failing one does.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    { name: 'chromium', dependencies: ['setup'], testIgnore: /global\.setup\.ts/ },
  ],
  webServer: [
    {
      command: 'npx tsx server/test/helpers/fake-entra-cli.ts',
      cwd: '..',
      url: `http://127.0.0.1:${entraPort}/common/v2.0/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ENTRA_PORT: String(entraPort),
        ENTRA_CLIENT_ID: ENTRA_CLIENT.id,
        ENTRA_CLIENT_SECRET: ENTRA_CLIENT.secret,
      },
    },
    {
      command: 'node server/dist/main.js',
      cwd: '..',
      url: `${baseURL}/api/status`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env['E2E_DATA_DIR'],
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // Many sign-ins from one address in a minute are the suite, not an attack; the limiter has its own server tests.
        SIGNIN_RATE_LIMIT_PER_MINUTE: '1000',
        SIGNIN_ADDRESS_RATE_LIMIT_PER_MINUTE: '1000',
        // The read-only tests share one sign-in (global.setup.ts): its access token must outlive the run, or
        // parallel tests would each renew it with the same refresh token, which ends the sign-in as a replay.
        ACCESS_TOKEN_TTL_SECONDS: '7200',
        MS_CLIENT_ID: ENTRA_CLIENT.id,
        MS_CLIENT_SECRET: ENTRA_CLIENT.secret,
        MS_AUTHORITY: `http://127.0.0.1:${entraPort}/common/v2.0`,
        // The demo user runs the console in admin.spec.ts and is scanned on /admin by a11y.spec.ts.
        SUPER_ADMIN_EMAILS: 'demo@flipstack.test',
        ...EBAY,
      },
    },
    {
      command: 'npx tsx server/test/helpers/fake-ebay-cli.ts',
      cwd: '..',
      url: `${ebayURL}/oauth2/authorize`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { EBAY_FAKE_PORT: String(port + 2), PUBLIC_URL: baseURL },
    },
  ],
});
