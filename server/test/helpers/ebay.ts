import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { ImportTarget } from '../../src/ebay/order-rows.ts';
import { where, type Caller } from './callers.ts';
import type { FakeEbay } from './fake-ebay.ts';
import { make } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** The app's eBay settings pointed at a local eBay (every base URL overridden), polling every second. */
export function ebayConfig(fake: FakeEbay, overrides: Partial<Config['ebay']> = {}): Partial<Config> {
  return {
    ebay: {
      clientId: fake.options.clientId,
      clientSecret: fake.options.clientSecret,
      ruName: fake.options.ruName,
      environment: 'sandbox',
      authUrl: fake.url,
      apiUrl: fake.url,
      apizUrl: fake.url,
      pollSeconds: 1,
      verificationToken: 'verification-token-0123456789abcdef-XYZ',
      ...overrides,
    },
  };
}

/** The cookie a response set under `name` (its value), as a browser would keep it. */
export function cookieOf(response: { cookies: { name: string; value: string }[] }, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/**
 * Starts a connection as `caller`'s browser and consents on eBay: the callback URL eBay sends that browser
 * to, and the state cookie the browser holds for it.
 */
export async function consentOnEbay(t: TestApp, caller: Caller, fake: FakeEbay) {
  fake.options.acceptUrl = `${t.config.publicUrl}/api/ebay/callback`;
  const start = await caller.get('/api/ebay/login-url');
  expect(start.statusCode).toBe(302);
  const accept = new URL(await fake.consent(String(start.headers.location)));
  return { callbackUrl: `${accept.pathname}${accept.search}`, stateCookie: cookieOf(start, 'flipstack_ebay_state') };
}

/** The whole OAuth round trip as a browser makes it: login-url → eBay's consent → the callback. Answers where the app sent the browser. */
export async function connectEbay(t: TestApp, caller: Caller, fake: FakeEbay): Promise<string> {
  const { callbackUrl, stateCookie } = await consentOnEbay(t, caller, fake);
  const callback = await t.app.inject({
    method: 'GET',
    url: callbackUrl,
    cookies: stateCookie ? { flipstack_ebay_state: stateCookie } : {},
  });
  expect(callback.statusCode).toBe(302);
  return String(callback.headers.location);
}

/** Waits until `check` holds (polling every 100 ms), failing after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An eBay platform and seller account of the caller's team: where importOrders writes its orders. */
export async function ebayImportTarget(caller: Caller): Promise<ImportTarget> {
  const platformId = await make(caller, 'platforms', { name: 'eBay' });
  const accountId = await make(caller, 'accounts', { platform_id: platformId, name: 'ebay-seller' });
  return { teamId: caller.teamId, accountId, platformId };
}

/** The caller's sale of an eBay order (by its order number), if the sync has made it. */
export async function saleOfOrder(caller: Caller, orderId: string): Promise<Record<string, unknown> | undefined> {
  return (await caller.get(`/api/v2/sales?${where({ order_number: orderId })}`)).json().rows[0] as
    Record<string, unknown> | undefined;
}
