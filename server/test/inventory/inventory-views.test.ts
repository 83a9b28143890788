import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryDetailResponseSchema } from '@flipstack/contract';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { contractAnswer } from '../helpers/contract-answer.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let carol: Caller;
let dave: Caller;
const ids: Record<string, number> = {};
const DAY = 86_400_000;
/** Item a was bought and received then: its days in stock grow by one every day at 10:00 UTC. */
const A_BOUGHT = Date.parse('2026-01-05T10:00:00Z');
const daysOfA = () => Math.floor((Date.now() - A_BOUGHT) / DAY);
/**
 * `ask`'s answer, and item a's days in stock as the server counts them on its own clock meanwhile: the count
 * before or after the request (they differ when 10:00 UTC passes during it).
 */
async function withDaysOfA<T>(ask: () => Promise<T>): Promise<[T, unknown]> {
  const before = daysOfA();
  const answer = await ask();
  return [answer, expect.toBeOneOf([before, daysOfA()])];
}

/*
 * a: Pixel, bought 2026-01-05 from Joe, cost 100, asks 150, in stock on Shelf A
 * b: Pixel, received 2026-02-01, cost 80, asks 120, on an active eBay listing
 * c: Canon, received 2026-01-10, cost 300, sold 2026-02-09 (30 days) for 400 → profit 100
 * d: Canon, in transit, no cost
 */
beforeAll(async () => {
  t = await buildTestApp();
  [carol, dave] = (await signedInTeams(t, 2)) as [Caller, Caller];
  ids.brand = await create(carol, 'brands', { name: 'Google' });
  ids.phones = await create(carol, 'categories', { name: 'Phones' });
  ids.cameras = await create(carol, 'categories', { name: 'Cameras' });
  ids.shelf = await create(carol, 'locations', { name: 'Shelf A' });
  ids.ebay = await create(carol, 'platforms', { name: 'eBay' });
  ids.pixel = await create(carol, 'products', {
    name: 'Pixel 7',
    sku: 'PX7',
    brand_id: ids.brand,
    category_id: ids.phones,
  });
  ids.canon = await create(carol, 'products', { name: 'Canon R6', category_id: ids.cameras });
  const seller = await create(carol, 'sellers', { name: 'Garage sale Joe', username: 'joe' });
  ids.purchase = await create(carol, 'purchases', {
    purchased_at: '2026-01-05T10:00:00Z',
    subtotal: '100',
    seller_id: seller,
    order_number: 'PO-1',
  });
  ids.a = await create(carol, 'inventory-items', {
    product_id: ids.pixel,
    purchase_id: ids.purchase,
    serial_number: 'PIX-A',
    cost: '100',
    listed_price: '150',
    status: 'in_stock',
    location_id: ids.shelf,
  });
  ids.b = await create(carol, 'inventory-items', {
    product_id: ids.pixel,
    serial_number: 'PIX-B',
    cost: '80',
    listed_price: '120',
    received_at: '2026-02-01T00:00:00Z',
  });
  ids.c = await create(carol, 'inventory-items', {
    product_id: ids.canon,
    tag_number: 'CAM-C',
    cost: '300',
    received_at: '2026-01-10T12:00:00Z',
  });
  ids.d = await create(carol, 'inventory-items', { product_id: ids.canon, tag_number: 'CAM-D' });
  ids.listing = await create(carol, 'listings', {
    platform_id: ids.ebay,
    title: 'Pixel 7 128GB',
    price: '120',
    status: 'active',
    listed_at: '2026-02-02T00:00:00Z',
    inventory_item_ids: [ids.b],
  });
  ids.sale = await create(carol, 'sales', {
    sold_at: '2026-02-09T12:00:00Z',
    revenue_subtotal: '400',
    buyer: 'ann',
    inventory_item_ids: [ids.c],
  });
  await create(carol, 'inventory-item-specs', { inventory_item_id: ids.c, key: 'Shutter count', value: '1200' });
  await create(dave, 'inventory-items', { product_id: await create(dave, 'products', { name: 'Pixel 7' }), cost: '1' });
});
afterAll(() => t.close());

const detail = (query = '', caller = carol) =>
  contractAnswer(caller, `/api/inventory-items-detail${query}`, inventoryDetailResponseSchema);
const idsOf = (body: { rows: { id: number }[] }) => body.rows.map((row) => row.id);

describe('GET /api/inventory-items-detail', () => {
  it('joins each item with its product, brand, purchase, listing and sale, and totals the whole set', async () => {
    const [body, aDays] = await withDaysOfA(() => detail('?order_by=id'));
    expect(idsOf(body)).toEqual([ids.a, ids.b, ids.c, ids.d]);
    expect(body.total).toBe(4);
    expect(body.totals).toEqual({ count: 4, cost: '480.00', listed_value: '270.00' });
    expect(body.warning).toBe(`Inventory item #${ids.d} has no cost.`);
    const [a, b, c, d] = body.rows;
    expect(a).toMatchObject({
      status: 'in_stock',
      cost: '100.00',
      product: { id: ids.pixel, name: 'Pixel 7', sku: 'PX7' },
      brand: { id: ids.brand, name: 'Google' },
      category: { name: 'Phones' },
      location: { name: 'Shelf A' },
      active_listings: [],
      sale: null,
      purchase: {
        id: ids.purchase,
        purchased_at: '2026-01-05T10:00:00.000Z',
        order_number: 'PO-1',
        seller_name: 'Garage sale Joe',
        seller_username: 'joe',
      },
      days_in_stock: aDays,
    });
    expect(b.status).toBe('listed');
    expect(b.active_listings).toEqual([
      { id: ids.listing, title: 'Pixel 7 128GB', price: '120.00', platform_id: ids.ebay, platform_name: 'eBay' },
    ]);
    expect(c).toMatchObject({
      status: 'sold',
      brand: null,
      sale: { id: ids.sale, sold_at: '2026-02-09T12:00:00.000Z', revenue_total: '400.00', profit: '100.00' },
      days_in_stock: 30,
    });
    expect(d).toMatchObject({ status: 'in_transit', cost: null, purchase: null, days_in_stock: 0 });
  });

  it('filters by status, location, product, brand, category, age, purchase date and text', async () => {
    const cases: [string, number[]][] = [
      ['status=in_stock&status=listed', [ids.a!, ids.b!]],
      ['status=sold,in_transit', [ids.c!, ids.d!]],
      [`location_id=${ids.shelf}`, [ids.a!]],
      [`product_id=${ids.canon}`, [ids.c!, ids.d!]],
      [`brand_id=${ids.brand}`, [ids.a!, ids.b!]],
      [`category_id=${ids.cameras}`, [ids.c!, ids.d!]],
      ['days_in_stock_max=31', [ids.c!, ids.d!]],
      ['days_in_stock_min=31', [ids.a!, ids.b!]],
      ['purchased_from=2026-01-05&purchased_to=2026-01-05', [ids.a!]],
      ['purchased_from=2026-01-06', []],
      // A time is taken to its millisecond: the purchase at 10:00:00.000 is in up to then, not before.
      ['purchased_to=2026-01-05T10:00:00.000Z', [ids.a!]],
      ['purchased_to=2026-01-05T09:59:59.999Z', []],
      ['purchased_to=2026-01-05T11:00:00%2B01:00', [ids.a!]],
      ['q=pixel', [ids.a!, ids.b!]],
      ['q=px7', [ids.a!, ids.b!]],
      ['q=cam-c', [ids.c!]],
      [`q=${ids.d}`, [ids.d!]],
      [`where=${encodeURIComponent(JSON.stringify({ cost: { gte: 100 } }))}`, [ids.a!, ids.c!]],
    ];
    for (const [query, expected] of cases)
      expect(idsOf(await detail(`?order_by=id&${query}`)), query).toEqual(expected);
    const filtered = await detail('?status=in_stock,listed');
    expect(filtered.totals).toEqual({ count: 2, cost: '180.00', listed_value: '270.00' });
  });

  it('pages in the database with totals of the whole filtered set', async () => {
    const first = await detail('?order_by=id&limit=2');
    const second = await detail('?order_by=id&limit=2&offset=2');
    expect([idsOf(first), idsOf(second)]).toEqual([
      [ids.a, ids.b],
      [ids.c, ids.d],
    ]);
    expect(second.total).toBe(4);
    expect(second.totals).toEqual(first.totals);
    expect(first.warning).toBeUndefined();
    expect(second.warning).toBe(`Inventory item #${ids.d} has no cost.`);
    const past = await detail('?order_by=id&offset=10');
    expect(past).toEqual({ rows: [], total: 4, totals: first.totals });
    expect(idsOf(await detail('?order_by=-days_in_stock'))).toEqual([ids.a, ids.b, ids.c, ids.d]);
    expect(idsOf(await detail('?order_by=product_name,-cost'))).toEqual([ids.c, ids.d, ids.a, ids.b]);
  });

  it('refuses unknown sorts, statuses and filters with 400', async () => {
    expect((await carol.get('/api/inventory-items-detail?order_by=secret')).statusCode).toBe(400);
    expect((await carol.get('/api/inventory-items-detail?status=lost')).statusCode).toBe(400);
    expect(
      (await carol.get(`/api/inventory-items-detail?where=${encodeURIComponent('{"team_id":1}')}`)).statusCode,
    ).toBe(400);
  });

  it('never shows another team’s items', async () => {
    const body = (await dave.get('/api/inventory-items-detail')).json();
    expect(body.total).toBe(1);
    expect(body.rows[0].cost).toBe('1.00');
  });

  it('counts every item of the page without a cost in its warning', async () => {
    const product = await create(dave, 'products', { name: 'Switch' });
    const items = [
      await create(dave, 'inventory-items', { product_id: product }),
      await create(dave, 'inventory-items', { product_id: product }),
    ];
    const body = await detail('', dave);
    expect(body.warning).toBe('2 items on this page have no cost.');
    for (const id of items) expect((await dave.delete(`/api/v2/inventory-items/${id}`)).statusCode).toBe(204);
  });
});

describe('GET /api/inventory-items-detail/{id}', () => {
  it('tells the item’s whole story with a timeline', async () => {
    await carol.put(`/api/v2/sales/${ids.sale}`, {
      sold_at: '2026-02-09T12:00:00Z',
      revenue_subtotal: '400',
      buyer: 'ann',
      tracking_number: '1Z999',
      shipped_at: '2026-02-10T16:00:00Z',
    });
    const response = await carol.get(`/api/inventory-items-detail/${ids.c}`);
    expect(response.statusCode, response.body).toBe(200);
    const story = response.json();
    expect(story.product).toMatchObject({ id: ids.canon, name: 'Canon R6' });
    expect(story.specs).toEqual([expect.objectContaining({ key: 'Shutter count', value: '1200' })]);
    expect(story.sale).toMatchObject({
      id: ids.sale,
      buyer: 'ann',
      cost_of_goods: '300.00',
      profit: '100.00',
      tracking_number: '1Z999',
      shipped_at: '2026-02-10T16:00:00.000Z',
    });
    expect(story.item.status).toBe('shipped');
    expect(story.timeline).toEqual([
      { step: 'purchased', done: false, at: null },
      { step: 'received', done: true, at: '2026-01-10T12:00:00.000Z' },
      { step: 'listed', done: false, at: null },
      { step: 'sold', done: true, at: '2026-02-09T12:00:00.000Z' },
      { step: 'shipped', done: true, at: '2026-02-10T16:00:00.000Z' },
    ]);
    const b = (await carol.get(`/api/inventory-items-detail/${ids.b}`)).json();
    expect(b.listings).toEqual([
      expect.objectContaining({ id: ids.listing, status: 'active', listed_at: '2026-02-02T00:00:00.000Z' }),
    ]);
    expect(b.timeline[2]).toEqual({ step: 'listed', done: true, at: '2026-02-02T00:00:00.000Z' });
    const a = (await carol.get(`/api/inventory-items-detail/${ids.a}`)).json();
    expect(a.purchase).toMatchObject({
      id: ids.purchase,
      total: '100.00',
      seller: { name: 'Garage sale Joe', username: 'joe' },
    });
    expect(a.timeline[0]).toEqual({ step: 'purchased', done: true, at: '2026-01-05T10:00:00.000Z' });
  });

  it('answers 404 for another team’s item, as for a missing one', async () => {
    expect((await dave.get(`/api/inventory-items-detail/${ids.a}`)).statusCode).toBe(404);
    expect((await carol.get('/api/inventory-items-detail/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/inventory-items-tracking', () => {
  it('counts money per status, ages the unsold items and names the slow and the unlisted', async () => {
    const [response, aDays] = await withDaysOfA(() => carol.get('/api/inventory-items-tracking'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const zero = { count: 0, cost: '0.00', listed_value: '0.00' };
    expect(body.statuses).toEqual([
      { status: 'in_transit', count: 1, cost: '0.00', listed_value: '0.00' },
      { status: 'in_stock', count: 1, cost: '100.00', listed_value: '150.00' },
      { status: 'listed', count: 1, cost: '80.00', listed_value: '120.00' },
      { status: 'sold', ...zero },
      { status: 'shipped', count: 1, cost: '300.00', listed_value: '0.00' },
      { status: 'returned', ...zero },
      { status: 'written_off', ...zero },
    ]);
    expect(body.aging).toEqual([
      { bucket: '0-30', count: 1, cost: '0.00' },
      { bucket: '31-60', count: 0, cost: '0.00' },
      { bucket: '61-90', count: 0, cost: '0.00' },
      { bucket: '90+', count: 2, cost: '180.00' },
    ]);
    expect(body.slowest.map((item: { id: number }) => item.id)).toEqual([ids.a, ids.b, ids.d]);
    expect(body.slowest[0]).toMatchObject({
      product_name: 'Pixel 7',
      serial_number: 'PIX-A',
      days_in_stock: aDays,
    });
    expect(body.unlisted.count).toBe(2);
    expect(body.unlisted.items.map((item: { id: number }) => item.id)).toEqual([ids.a, ids.d]);
  });

  it('filters by location, platform, status and purchase dates', async () => {
    const count = async (query: string) => {
      const body = (await carol.get(`/api/inventory-items-tracking?${query}`)).json();
      return body.statuses.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    };
    expect(await count(`location_id=${ids.shelf}`)).toBe(1);
    expect(await count(`platform_id=${ids.ebay}`)).toBe(1);
    expect(await count('status=shipped')).toBe(1);
    expect(await count('from=2026-01-01&to=2026-01-31')).toBe(2); // a (bought 5 Jan), c (received 10 Jan)
    expect((await dave.get('/api/inventory-items-tracking')).json().statuses[0]).toMatchObject({
      status: 'in_transit',
      count: 1,
      cost: '1.00',
    });
  });
});

describe('listed value', () => {
  it('is the asking price, else the item’s whole-cent share of its active listing, counted once when cross-listed', async () => {
    const [erin] = (await signedInTeams(t, 1)) as [Caller];
    const product = await create(erin, 'products', { name: 'Lot of two controllers' });
    const ebay = await create(erin, 'platforms', { name: 'eBay' });
    const mercari = await create(erin, 'platforms', { name: 'Mercari' });
    const first = await create(erin, 'inventory-items', { product_id: product, cost: '10', status: 'in_stock' });
    const second = await create(erin, 'inventory-items', { product_id: product, cost: '10', status: 'in_stock' });
    const asking = await create(erin, 'inventory-items', {
      product_id: product,
      cost: '10',
      listed_price: '35.00',
      status: 'in_stock',
    });
    // 99.99 over two items: 50.00 + 49.99. The second item is also on Mercari at 60.00 alone: it counts at 60.00.
    await create(erin, 'listings', {
      platform_id: ebay,
      title: 'Two controllers',
      price: '99.99',
      status: 'active',
      inventory_item_ids: [first, second],
    });
    await create(erin, 'listings', {
      platform_id: mercari,
      title: 'Controller',
      price: '60.00',
      status: 'active',
      inventory_item_ids: [second],
    });
    await create(erin, 'listings', {
      platform_id: mercari,
      title: 'Old draft',
      price: '500.00',
      status: 'draft',
      inventory_item_ids: [asking],
    });

    const detailed = (await erin.get('/api/inventory-items-detail')).json();
    expect(detailed.totals).toEqual({ count: 3, cost: '30.00', listed_value: '145.00' });
    const tracked = (await erin.get('/api/inventory-items-tracking')).json();
    expect(tracked.statuses.find((row: { status: string }) => row.status === 'listed')).toMatchObject({
      count: 2,
      listed_value: '110.00',
    });
    expect(tracked.statuses.find((row: { status: string }) => row.status === 'in_stock')).toMatchObject({
      count: 1,
      listed_value: '35.00',
    });
  });
});

describe('the inventory screen sorted by days in stock', () => {
  it('orders sold and unsold items by how long each waited, page after page, ties by id', async () => {
    // A sold item's wait is fixed; an unsold one's grows with now: the page is merged from both.
    const [erin] = (await signedInTeams(t, 1)) as [Caller];
    const product = await create(erin, 'products', { name: 'Lens' });
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const item = async (receivedDaysAgo: number, soldDaysAgo?: number) => {
      const id = await create(erin, 'inventory-items', { product_id: product, received_at: daysAgo(receivedDaysAgo) });
      if (soldDaysAgo !== undefined)
        await create(erin, 'sales', { sold_at: daysAgo(soldDaysAgo), inventory_item_ids: [id] });
      return id;
    };
    const waitedLong = await item(300, 50); // 250 days, sold
    const waitedAYear = await item(400, 250); // 150 days, sold
    const twin = await item(100); // 100 days, unsold
    const otherTwin = await item(100); // the same wait: the higher id first when longest first
    const quickSale = await item(130, 60); // 70 days, sold
    const fresh = await item(10); // 10 days, unsold
    const longestFirst = [waitedLong, waitedAYear, otherTwin, twin, quickSale, fresh];

    for (const [order, expected] of [
      ['-days_in_stock', longestFirst],
      ['days_in_stock', [...longestFirst].reverse()],
    ] as const) {
      const pages: number[] = [];
      for (const offset of [0, 2, 4]) {
        pages.push(...idsOf(await detail(`?order_by=${order}&limit=2&offset=${offset}`, erin)));
      }
      expect(pages, order).toEqual(expected);
    }
    const page = await detail('?order_by=-days_in_stock&limit=3', erin);
    expect(page.rows.map((row: { days_in_stock: number }) => row.days_in_stock)).toEqual([250, 150, 100]);
    expect(page.total).toBe(6);
  });
});
