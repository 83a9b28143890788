import { startFakeEntra } from './fake-entra.ts';

/**
 * The local Entra-like provider on its own, for the browser suite (a webServer of playwright.config.ts):
 * ENTRA_PORT, ENTRA_CLIENT_ID, ENTRA_CLIENT_SECRET; the app's MS_AUTHORITY is http://127.0.0.1:PORT/common/v2.0.
 */
const entra = await startFakeEntra({
  port: Number(process.env['ENTRA_PORT'] ?? 0),
  clientId: process.env['ENTRA_CLIENT_ID'] ?? 'flipstack-e2e',
  clientSecret: process.env['ENTRA_CLIENT_SECRET'] ?? 'flipstack-e2e-secret',
});
console.log(`Fake Entra ID at ${entra.authority('common')} (tenant ${entra.tenantId})`);
const stop = () => void entra.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
