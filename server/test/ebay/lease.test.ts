import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually } from '../helpers/ebay.ts';
import { sampleOrder } from '../helpers/ebay-sample-order.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let other: FastifyInstance;
let alice: Caller;

/** `count` orders on the local eBay, created and modified a second apart up to `minutes` ago, numbered from `first`. */
function addOrders(first: number, count: number, minutes: number) {
  const last = Date.now() - minutes * 60_000;
  for (let index = first; index < first + count; index += 1) {
    const at = new Date(last - (first + count - index) * 1000).toISOString();
    fake.orders.push(
      sampleOrder({
        orderId: `27-00000-${String(index).padStart(5, '0')}`,
        creationDate: at,
        lastModifiedDate: at,
        sku: `LEASE-${index}`,
      }),
    );
  }
}
const importedOrders = async () => (await alice.get('/api/ebay/orders?limit=1')).json().total as number;

beforeAll(async () => {
  fake = await startFakeEbay({ pageDelayMs: 150 });
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 1, ordersPageLimit: 40 }));
  // A second instance of the app on the same database, polling too.
  other = await buildApp({ config: t.config, database: t.database, webDist: '/nonexistent' });
  await other.ready();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
  addOrders(0, 90, 20);
});
afterAll(async () => {
  await other.close();
  await t.close();
  await fake.close();
});

describe('the background sync with two instances on one database', () => {
  it('syncs an account on one instance at a time and imports each order once', async () => {
    await connectEbay(t, alice, fake);
    await eventually(async () => (await importedOrders()) === 90, 15_000);
    // Both instances kept polling every second while the pages took 150 ms each.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fake.maxOrdersInFlight).toBe(1);
    expect(await importedOrders()).toBe(90);
    const accountId = (await alice.get('/api/ebay/accounts')).json().rows[0].account_id as number;
    const sales = await alice.get(
      `/api/v2/sales?limit=1&where=${encodeURIComponent(JSON.stringify({ account_id: accountId }))}`,
    );
    expect(sales.json().total).toBe(90);
  });

  it('an interrupted sync resumes at the slice it stopped on', async () => {
    addOrders(1000, 50, 0);
    // The third getOrders call from here fails without a retry (400): the slices before it stay imported.
    let orderCalls = 0;
    const isOrders = (line: string) => line.startsWith('/sell/fulfillment/v1/order?');
    fake.failNext((line) => isOrders(line) && ++orderCalls === 3, { status: 400, times: 1 });
    const first = fake.requests.length;
    await eventually(async () => (await importedOrders()) === 140, 15_000);
    const starts = fake.requests
      .slice(first)
      .filter((line) => isOrders(line.split(' ')[1]!))
      .map((line) => /lastmodifieddate:\[([^.\]]+\.\d{3}Z)\.\./.exec(decodeURIComponent(line))![1]!);
    // The next sync asked from where the failed call did, and never again for the slices before it.
    expect(starts[3]).toBe(starts[2]);
    expect(starts.slice(3).every((start) => start >= starts[2]!)).toBe(true);
    // The resumed sync ends well.
    const account = await eventually(async () => {
      const row = (await alice.get('/api/ebay/accounts')).json().rows[0] as Record<string, unknown>;
      return row['last_sync_error'] === null && row;
    }, 5000);
    expect(account).toMatchObject({ status: 'connected' });
  });
});
