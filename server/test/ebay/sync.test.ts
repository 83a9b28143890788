import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually } from '../helpers/ebay.ts';
import { sampleOrder, variationLine } from '../helpers/ebay-sample-order.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let alice: Caller;
let bob: Caller;
let airpods: number;
let accountId: number;
let sampleCreated: string;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let orderNumber = 100;
/** A new order on the local eBay, created and modified `minutes` ago. */
function newOrder(lines: { sku?: string; legacyItemId?: string }, minutes = 1) {
  orderNumber += 1;
  const order = sampleOrder({
    orderId: `12-03456-${orderNumber}`,
    creationDate: minutesAgo(minutes),
    lastModifiedDate: minutesAgo(minutes),
    ...lines,
  });
  fake.orders.push(order);
  return order;
}
const saleOf = async (orderId: string) =>
  (await alice.get(`/api/v2/sales?${where({ order_number: orderId })}&with=items`)).json().rows[0] as
    Record<string, unknown> | undefined;
const statusOf = async (id: number) => (await alice.get(`/api/v2/inventory-items/${id}`)).json().status as string;
const syncNow = async () => {
  const id = ((await alice.get('/api/ebay/accounts')).json().rows[0] as { id: number }).id;
  const before = fake.requests.length;
  expect((await alice.post(`/api/ebay/accounts/${id}/sync`, {})).statusCode).toBe(202);
  // Done when the account's lease is gone after eBay was asked again.
  await eventually(async () => {
    const row = (await alice.get('/api/ebay/accounts')).json().rows[0] as { is_syncing: boolean };
    return fake.requests.length > before && !row.is_syncing;
  }, 8000);
};

beforeAll(async () => {
  fake = await startFakeEbay();
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 1 }));
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  airpods = await make(alice, 'inventory-items', {
    tag_number: 'TAG-0001',
    serial_number: 'H1XK29P0Q6L4',
    cost: '30.00',
  });
  sampleCreated = minutesAgo(60);
  fake.orders.push(sampleOrder({ creationDate: sampleCreated, lastModifiedDate: minutesAgo(55) }));
  await connectEbay(t, alice, fake);
  await eventually(() => saleOf('12-03456-78901'), 8000);
  accountId = ((await alice.get('/api/ebay/accounts')).json().rows[0] as { account_id: number }).account_id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('orders become sales', () => {
  it("imports eBay's sample order with its money, matched by SKU to the item, which is sold", async () => {
    const sale = await saleOf('12-03456-78901');
    expect(sale).toMatchObject({
      revenue_subtotal: '48.00',
      revenue_shipping: '7.95',
      revenue_taxes: '4.62',
      cost_commission: '8.33',
      buyer: 'buyer_jane77',
      sold_at: sampleCreated,
      order_number: '12-03456-78901',
      account_id: accountId,
      cost_of_goods: '30.00',
      // Taxes are eBay's to remit: 48.00 + 7.95 − 8.33 − 30.00.
      profit: '17.62',
    });
    expect((sale!['items'] as { id: number }[]).map((item) => item.id)).toEqual([airpods]);
    expect(await statusOf(airpods)).toBe('sold');
    const orders = (await alice.get('/api/ebay/orders')).json();
    expect(orders.rows[0]).toMatchObject({
      order_id: '12-03456-78901',
      sale_id: sale!['id'],
      lines: [{ sku: 'TAG-0001', inventory_item: { id: airpods, tag_number: 'TAG-0001' } }],
    });
  });

  it('a second sync creates and changes nothing', async () => {
    const before = await saleOf('12-03456-78901');
    await syncNow();
    await syncNow();
    expect((await alice.get('/api/ebay/orders')).json().total).toBe(1);
    expect((await alice.get(`/api/v2/sales?${where({ account_id: accountId })}`)).json().total).toBe(1);
    expect((await saleOf('12-03456-78901'))!['updated_at']).toBe(before!['updated_at']);
  });

  it('an order added on eBay appears as a sale within two poll intervals', async () => {
    const item = await make(alice, 'inventory-items', { tag_number: 'TAG-0002' });
    const order = newOrder({ sku: 'TAG-0002' }, 0);
    const placed = Date.now();
    await eventually(() => saleOf(order.orderId), 4000);
    expect(Date.now() - placed).toBeLessThan(2 * 1000 + 500);
    expect(await statusOf(item)).toBe('sold');
  });

  it('a 500 then a 200 completes the sync', async () => {
    fake.failNext('/sell/fulfillment/v1/order', { status: 500, times: 1 });
    const order = newOrder({ sku: 'NO-SUCH-SKU' });
    await eventually(() => saleOf(order.orderId), 6000);
  });

  it('a 429 waits for Retry-After before trying again', async () => {
    fake.failNext('/sell/fulfillment/v1/order', { status: 429, retryAfter: '1', times: 1 });
    const first = fake.requests.length;
    const order = newOrder({ sku: 'NO-SUCH-SKU' });
    await eventually(() => saleOf(order.orderId), 6000);
    const calls = fake.requests.map((line, index) => ({ line, at: fake.requestTimes[index]! })).slice(first);
    const orderCalls = calls.filter((call) => call.line.startsWith('GET /sell/fulfillment/v1/order'));
    expect(orderCalls[1]!.at - orderCalls[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('matches a line by the listing of its eBay item id when the SKU names no item', async () => {
    const item = await make(alice, 'inventory-items');
    const platform = (await alice.get(`/api/v2/sales?${where({ order_number: '12-03456-78901' })}`)).json().rows[0]
      .platform_id as number;
    await make(alice, 'listings', {
      platform_id: platform,
      external_id: '110555000111',
      status: 'active',
      inventory_item_ids: [item],
    });
    const order = newOrder({ sku: '', legacyItemId: '110555000111' });
    const sale = await eventually(() => saleOf(order.orderId), 6000);
    expect((sale['items'] as { id: number }[]).map((row) => row.id)).toEqual([item]);
    expect(sale['listing_id']).not.toBeNull();
  });

  it("a multi-variation listing's lines sell their variation's item, never another variation's, and the sale is that variation's listing", async () => {
    const platform = (await alice.get(`/api/v2/sales?${where({ order_number: '12-03456-78901' })}`)).json().rows[0]
      .platform_id as number;
    const small = await make(alice, 'inventory-items', { tag_number: 'SHIRT-S' });
    const large = await make(alice, 'inventory-items', { tag_number: 'SHIRT-L' });
    const medium = await make(alice, 'inventory-items', { serial_number: 'SHIRT-M-01' });
    // One Flipstack listing a variation, all under the eBay listing's item id.
    await make(alice, 'listings', {
      platform_id: platform,
      external_id: '110777000222',
      status: 'active',
      inventory_item_ids: [small, medium],
    });
    const largeListing = await make(alice, 'listings', {
      platform_id: platform,
      external_id: '110777000222',
      status: 'active',
      inventory_item_ids: [large],
    });
    const shirt = { legacyItemId: '110777000222', price: '20.00' };
    const order = newOrder({});
    order.lineItems = [
      variationLine({
        ...shirt,
        lineItemId: '10077700001',
        legacyVariationId: '400001',
        sku: 'SHIRT-L',
        aspects: { Size: 'L' },
      }),
      // A variation whose SKU names no item: the listing's other items are other sizes.
      variationLine({
        ...shirt,
        lineItemId: '10077700002',
        legacyVariationId: '400002',
        sku: 'SHIRT-M',
        aspects: { Size: 'M', Colour: 'Blue' },
      }),
    ];
    const sale = await eventually(() => saleOf(order.orderId), 6000);
    expect((sale['items'] as { id: number }[]).map((row) => row.id)).toEqual([large]);
    expect(sale['listing_id']).toBe(largeListing);
    expect(await statusOf(small)).not.toBe('sold');
    const kept = (await alice.get(`/api/ebay/orders?q=${order.orderId}`)).json().rows[0] as {
      lines: { sku: string; variation: string | null; inventory_item: { id: number } | null }[];
    };
    expect(kept.lines.map((line) => [line.sku, line.variation, line.inventory_item?.id ?? null])).toEqual([
      ['SHIRT-L', 'Size: L', large],
      ['SHIRT-M', 'Size: M, Colour: Blue', null],
    ]);
  });

  it("a line of quantity 3 sells one item a unit: two from the line's listing, the third waits to be matched", async () => {
    const first = await make(alice, 'inventory-items');
    const second = await make(alice, 'inventory-items');
    const platform = (await alice.get(`/api/v2/sales?${where({ order_number: '12-03456-78901' })}`)).json().rows[0]
      .platform_id as number;
    await make(alice, 'listings', {
      platform_id: platform,
      external_id: '110555000333',
      status: 'active',
      inventory_item_ids: [first, second],
    });
    const order = newOrder({ sku: '', legacyItemId: '110555000333' });
    order.lineItems[0]!.quantity = 3;
    order.lineItems[0]!.lineItemCost = { value: '100.00', currency: 'USD' };
    const sale = await eventually(() => saleOf(order.orderId), 6000);
    expect((sale['items'] as { id: number }[]).map((row) => row.id).sort((a, b) => a - b)).toEqual([first, second]);
    const listed = (await alice.get('/api/ebay/orders?show=to_match')).json();
    const row = listed.rows.find((candidate: { order_id: string }) => candidate.order_id === order.orderId);
    const units = row.lines as { id: number; unit: number; quantity: number; price: string; inventory_item: unknown }[];
    expect(units.map((line) => [line.unit, line.quantity, line.price])).toEqual([
      [1, 3, '33.34'],
      [2, 3, '33.33'],
      [3, 3, '33.33'],
    ]);
    expect(units.map((line) => line.inventory_item === null)).toEqual([false, false, true]);

    const twice = await alice.post(`/api/ebay/order-lines/${units[2]!.id}/match`, { inventory_item_id: first });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fieldErrors).toEqual({ inventory_item_id: 'Already on another line of this order' });
    const third = await make(alice, 'inventory-items');
    expect(
      (await alice.post(`/api/ebay/order-lines/${units[2]!.id}/match`, { inventory_item_id: third })).statusCode,
    ).toBe(200);
    expect(((await saleOf(order.orderId))!['items'] as unknown[]).length).toBe(3);

    // eBay cancels one unit: the line keeps two, and the item of the third is given back.
    order.lineItems[0]!.quantity = 2;
    order.lastModifiedDate = new Date().toISOString();
    await eventually(async () => ((await saleOf(order.orderId))!['items'] as unknown[]).length === 2, 6000);
    expect(await statusOf(third)).not.toBe('sold');
  });

  it('orders arriving together each sell their own item: the shipped one ships it, and the listing they emptied is sold', async () => {
    const first = await make(alice, 'inventory-items', { tag_number: 'PAIR-SKU' });
    const second = await make(alice, 'inventory-items', { serial_number: 'PAIR-SKU' });
    const platform = (await alice.get(`/api/v2/sales?${where({ order_number: '12-03456-78901' })}`)).json().rows[0]
      .platform_id as number;
    const listing = await make(alice, 'listings', {
      platform_id: platform,
      external_id: '110555000999',
      status: 'active',
      inventory_item_ids: [first, second],
    });
    const waiting = newOrder({ sku: 'PAIR-SKU', legacyItemId: '110555000999' });
    const shipped = newOrder({ sku: 'PAIR-SKU', legacyItemId: '110555000999' });
    const href = `${fake.url}/sell/fulfillment/v1/order/${shipped.orderId}/shipping_fulfillment/1`;
    shipped.fulfillmentHrefs = [href];
    fake.fulfillments.set(new URL(href).pathname, {
      shipmentTrackingNumber: '9400111899223100000000',
      shippedDate: minutesAgo(1),
    });
    await syncNow();
    const sales = [(await saleOf(waiting.orderId))!, (await saleOf(shipped.orderId))!];
    const itemsOf = (sale: Record<string, unknown>) => (sale['items'] as { id: number }[]).map((row) => row.id);
    expect([...itemsOf(sales[0]!), ...itemsOf(sales[1]!)].sort((a, b) => a - b)).toEqual([first, second]);
    expect(sales.map((sale) => sale['listing_id'])).toEqual([listing, listing]);
    expect(sales[1]!['tracking_number']).toBe('9400111899223100000000');
    expect(await statusOf(itemsOf(sales[0]!)[0]!)).toBe('sold');
    expect(await statusOf(itemsOf(sales[1]!)[0]!)).toBe('shipped');
    expect((await alice.get(`/api/v2/listings/${listing}`)).json().status).toBe('sold');
  });

  it('a split shipment keeps the tracking number of every package', async () => {
    const order = newOrder({ sku: 'NO-SUCH-SKU' });
    const packages = [
      { number: '9400111899223100000101', shippedAt: minutesAgo(10) },
      { number: '1Z999AA10123456784', shippedAt: minutesAgo(5) },
    ];
    order.fulfillmentHrefs = packages.map((shipment, index) => {
      const href = `${fake.url}/sell/fulfillment/v1/order/${order.orderId}/shipping_fulfillment/${index + 1}`;
      fake.fulfillments.set(new URL(href).pathname, {
        shipmentTrackingNumber: shipment.number,
        shippedDate: shipment.shippedAt,
      });
      return href;
    });
    const sale = await eventually(() => saleOf(order.orderId), 6000);
    expect(sale['tracking_number']).toBe('9400111899223100000101, 1Z999AA10123456784');
    // Shipped when the first package went out.
    expect(sale['shipped_at']).toBe(packages[0]!.shippedAt);
  });

  it('an unmatched line waits under "To match" until a person picks the item', async () => {
    const order = newOrder({ sku: 'UNKNOWN-SKU', legacyItemId: '999' });
    await eventually(() => saleOf(order.orderId), 6000);
    const waiting = (await alice.get('/api/ebay/orders?show=to_match')).json();
    const row = waiting.rows.find((candidate: { order_id: string }) => candidate.order_id === order.orderId);
    expect(row.lines[0].inventory_item).toBeNull();

    const item = await make(alice, 'inventory-items', { serial_number: 'C02XL0GTJGH5' });
    expect(
      (await bob.post(`/api/ebay/order-lines/${row.lines[0].id}/match`, { inventory_item_id: item })).statusCode,
    ).toBe(404);
    const matched = await alice.post(`/api/ebay/order-lines/${row.lines[0].id}/match`, { inventory_item_id: item });
    expect(matched.json()).toEqual({ sale_id: row.sale_id });
    expect(await statusOf(item)).toBe('sold');
    expect(((await saleOf(order.orderId))!['items'] as { id: number }[]).map((one) => one.id)).toEqual([item]);
    const still = (await alice.get('/api/ebay/orders?show=to_match')).json().rows;
    expect(still.map((one: { order_id: string }) => one.order_id)).not.toContain(order.orderId);

    // An item another sale has is refused on the field.
    const again = await alice.post(`/api/ebay/order-lines/${row.lines[0].id}/match`, { inventory_item_id: airpods });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toHaveProperty('inventory_item_id');
  });

  it('a cancelled order zeroes its sale and gives the item back', async () => {
    const item = await make(alice, 'inventory-items', { tag_number: 'TAG-CANCEL' });
    const before = await statusOf(item);
    const order = newOrder({ sku: 'TAG-CANCEL' }, 3);
    await eventually(async () => (await statusOf(item)) === 'sold', 6000);
    order.cancelStatus = { cancelState: 'CANCELED' };
    order.lastModifiedDate = new Date().toISOString();
    await eventually(async () => (await saleOf(order.orderId))!['revenue_subtotal'] === '0.00', 6000);
    expect(await statusOf(item)).toBe(before);
    expect((await saleOf(order.orderId))!['items']).toEqual([]);
  });

  it('another team never sees the orders', async () => {
    expect((await bob.get('/api/ebay/orders')).json()).toEqual({ rows: [], total: 0 });
    expect((await bob.get('/api/ebay/accounts')).json().rows).toEqual([]);
  });
});
