import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually, saleOfOrder } from '../helpers/ebay.ts';
import { sampleOrder } from '../helpers/ebay-sample-order.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let alice: Caller;
let bob: Caller;

let serial = 0;
function newOrder() {
  serial += 1;
  const at = new Date(Date.now() - 1000).toISOString();
  const order = sampleOrder({
    orderId: `51-00000-${String(serial).padStart(5, '0')}`,
    creationDate: at,
    lastModifiedDate: at,
    sku: `FAILING-${serial}`,
  });
  fake.orders.push(order);
  return order;
}
const saleOf = (orderId: string) => saleOfOrder(alice, orderId);
type Failures = { rows: { order_id: string; reason: string; attempts: number }[]; total: number };
const failures = async (caller = alice) => (await caller.get('/api/ebay/order-failures')).json<Failures>();
const account = async () => (await alice.get('/api/ebay/accounts')).json().rows[0] as Record<string, unknown>;

beforeAll(async () => {
  fake = await startFakeEbay();
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 1 }));
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await connectEbay(t, alice, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('one order failing never blocks the account', () => {
  it('an order whose fulfillment eBay refuses is imported without it and kept failing; the rest goes on; read again, it completes', async () => {
    const shipped = newOrder();
    const href = `${fake.url}/sell/fulfillment/v1/order/${shipped.orderId}/shipping_fulfillment/1`;
    shipped.fulfillmentHrefs = [href];
    shipped.orderFulfillmentStatus = 'FULFILLED';
    const other = newOrder();
    await eventually(async () => (await saleOf(shipped.orderId)) && (await saleOf(other.orderId)), 8000);
    const failing = await eventually(async () => (await failures()).rows.length === 1 && failures(), 8000);
    expect(failing.rows[0]).toMatchObject({ order_id: shipped.orderId });
    expect(failing.rows[0]!.reason).toMatch(/^Its shipping fulfillment: eBay answered 404/);
    expect(await account()).toMatchObject({ last_sync_error: null, status: 'connected' });
    expect((await failures(bob)).rows).toEqual([]);

    // The window moved on: an order placed now arrives as usual.
    const later = newOrder();
    await eventually(() => saleOf(later.orderId), 5000);

    // eBay answers the fulfillment now: the failing order, read again, gets its tracking.
    fake.fulfillments.set(new URL(href).pathname, {
      shipmentTrackingNumber: '9400111899223100000051',
      shippedDate: new Date().toISOString(),
    });
    await eventually(
      async () => (await saleOf(shipped.orderId))!['tracking_number'] === '9400111899223100000051',
      15_000,
    );
    expect(await failures()).toEqual({ rows: [], total: 0 });
  });

  it('an order the database refuses is kept failing with a reason while the others of its page are imported', async () => {
    const bad = newOrder();
    const good = newOrder();
    bad.creationDate = 'not-a-date';
    await eventually(() => saleOf(good.orderId), 8000);
    const failing = await eventually(async () => (await failures()).rows.length === 1 && failures(), 8000);
    expect(failing.rows[0]).toMatchObject({
      order_id: bad.orderId,
      reason: 'Flipstack could not import this order as eBay sent it; it tries again later.',
    });
    expect(await saleOf(bad.orderId)).toBeUndefined();
    expect(await account()).toMatchObject({ last_sync_error: null });

    // Each failure puts the next try further off; once eBay sends it right, it is imported.
    await eventually(async () => (await failures()).rows[0]!.attempts >= 2, 10_000);
    bad.creationDate = new Date(Date.now() - 60_000).toISOString();
    await eventually(() => saleOf(bad.orderId), 20_000);
    expect(await failures()).toEqual({ rows: [], total: 0 });
  });

  it('a failing order the windows no longer cover is asked for by its id once due, and imported', async () => {
    const old = newOrder();
    old.creationDate = old.lastModifiedDate = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const accountId = (await account())['account_id'] as number;
    await t.database.db.execute(
      sql`insert into ebay_order_failures (team_id, account_id, order_id, reason, retry_at)
          values (${alice.teamId}, ${accountId}, ${old.orderId}, 'eBay answered 500', now())`,
    );
    await eventually(() => saleOf(old.orderId), 8000);
    expect(fake.requests.some((line) => line.includes(`orderIds=${old.orderId}`))).toBe(true);
    expect(await failures()).toEqual({ rows: [], total: 0 });
  });
});
