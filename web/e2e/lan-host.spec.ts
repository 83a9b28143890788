import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.ts';
import { DEMO, signInThroughForm } from './fixtures.ts';

/**
 * Over plain http at a LAN hostname the browser is not in a secure context and would follow an
 * 'upgrade-insecure-requests' policy to https: the app must still load and sign in. (Loopback
 * addresses count as secure, so the rest of the suite cannot see this.)
 */
test('[LAN] the app loads and signs in over plain http at a LAN hostname', async () => {
  const browser = await chromium.launch({
    executablePath: await chromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP nas.local 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.goto(`http://nas.local:${process.env['E2E_PORT']}/login`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await signInThroughForm(page);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
    expect(failed).toEqual([]);
  } finally {
    await browser.close();
  }
});
