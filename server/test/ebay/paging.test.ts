import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/raw.ts';
import type { EbayOrder } from '../../src/integrations/ebay/ebay-types.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually } from '../helpers/ebay.ts';
import { sampleOrder } from '../helpers/ebay-sample-order.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let alice: Caller;

const PAGE = 10;
let serial = 0;
/** An order on the local eBay created and last modified at `at` (ms). */
function addOrder(at: number): EbayOrder {
  serial += 1;
  const order = sampleOrder({
    orderId: `41-00000-${String(serial).padStart(5, '0')}`,
    creationDate: new Date(at).toISOString(),
    lastModifiedDate: new Date(at).toISOString(),
    sku: `PAGING-${serial}`,
  });
  fake.orders.push(order);
  return order;
}

/** Each imported order's last modification as kept, by order id. */
async function imported(): Promise<Map<string, string>> {
  const rows = await rowsOf<{ order_id: string; modified: string }>(
    t.database.db,
    sql`select order_id, to_char(modified_on_ebay_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as modified
        from ebay_orders where team_id = ${alice.teamId}`,
  );
  return new Map(rows.map((row) => [row.order_id, row.modified]));
}

/** Every order on the local eBay is imported as eBay has it now. */
async function allImported(): Promise<boolean> {
  const kept = await imported();
  return fake.orders.every((order) => kept.get(order.orderId) === order.lastModifiedDate);
}

beforeAll(async () => {
  fake = await startFakeEbay();
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 1, ordersPageLimit: PAGE }));
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the sync while orders change on eBay', () => {
  it('loses no order when orders leave the window between two pages', async () => {
    // 250 orders of the last 25 hours, six minutes apart: 25 pages of 10.
    const now = Date.now();
    for (let index = 250; index > 0; index -= 1) addOrder(now - index * 6 * 60_000);
    // Before each answer the oldest order still in the asked window is changed (it leaves the window)
    // and a new order arrives: offset paging over orders sorted by creation date skips one a page.
    let changes = 0;
    fake.onOrdersPage = (query) => {
      const range = /lastmodifieddate:\[(.*?)\.\.(.*?)\]/.exec(query.get('filter') ?? '');
      if (!range || changes >= 60) return;
      const [from, to] = [Date.parse(range[1]!), Date.parse(range[2]!)];
      const inWindow = fake.orders.find((order) => {
        const at = Date.parse(order.lastModifiedDate);
        return at >= from && at <= to;
      });
      if (!inWindow) return;
      changes += 1;
      inWindow.lastModifiedDate = new Date().toISOString();
      inWindow.orderFulfillmentStatus = 'IN_PROGRESS';
      addOrder(Date.now() - 1);
    };
    await connectEbay(t, alice, fake);
    await eventually(allImported, 30_000);
    fake.onOrdersPage = null;
    expect(changes).toBe(60);
    expect((await imported()).size).toBe(fake.orders.length);
    // No page asked for more than getOrders allows, and none skipped ahead by offset.
    const calls = fake.requests.filter((line) => line.startsWith('GET /sell/fulfillment/v1/order?'));
    expect(calls.every((line) => new URL(line.slice(4), fake.url).searchParams.get('limit') === String(PAGE))).toBe(
      true,
    );
    expect(calls.every((line) => new URL(line.slice(4), fake.url).searchParams.get('offset') === '0')).toBe(true);
  });

  it('reads more orders of one millisecond than a page holds, again while one of them leaves', async () => {
    const at = Date.now() - 1000;
    const crowd = Array.from({ length: 25 }, () => addOrder(at));
    let changed = false;
    fake.onOrdersPage = (query) => {
      if (changed || query.get('offset') !== String(PAGE)) return;
      changed = true;
      crowd[0]!.lastModifiedDate = new Date().toISOString();
    };
    await eventually(allImported, 15_000);
    fake.onOrdersPage = null;
    expect(changed).toBe(true);
  });

  it("refuses a page larger than getOrders' maximum, as eBay does", async () => {
    const ask = (limit: string) =>
      fetch(`${fake.url}/sell/fulfillment/v1/order?limit=${limit}`, {
        headers: { authorization: `Bearer ${fake.accessToken()}` },
      });
    const refused = await ask('201');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { errorId: number }[] }).errors[0]!.errorId).toBe(31100);
    expect((await ask('200')).status).toBe(200);
  });
});
