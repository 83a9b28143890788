import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let dave: Caller;
let eve: Caller;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  [dave, eve] = (await signedInTeams(t, 2)) as [Caller, Caller];
  ids.product = await create(dave, 'products', {
    name: 'Nintendo Switch OLED',
    sku: 'HAC-001',
    mpn: 'MPN-77',
    upc: '045496882',
  });
  ids.item = await create(dave, 'inventory-items', {
    product_id: ids.product,
    serial_number: 'SNX-4412',
    tag_number: 'TAG-9',
    cost: '149.90',
  });
  ids.tagged = await create(dave, 'inventory-items', { product_id: ids.product, tag_number: 'Q7' });
  ids.sale = await create(dave, 'sales', {
    sold_at: '2026-03-01T00:00:00Z',
    order_number: 'ORD-5501',
    buyer: 'mario_buyer',
    revenue_subtotal: '80.00',
  });
  ids.seller = await create(dave, 'sellers', {
    name: 'Luigi Traders',
    username: 'luigi99',
    email: 'luigi@example.com',
  });
  ids.nameless = await create(dave, 'sellers', { username: 'peach_shop' });
  ids.purchase = await create(dave, 'purchases', {
    purchased_at: '2026-01-01T00:00:00Z',
    order_number: 'PO-7788',
    seller_id: ids.seller,
  });
  // Eve's look-alikes must never reach dave.
  const eveProduct = await create(eve, 'products', { name: 'Nintendo Switch Lite', sku: 'HAC-001' });
  await create(eve, 'inventory-items', { product_id: eveProduct, serial_number: 'SNX-4413' });
  await create(eve, 'sales', {
    sold_at: '2026-03-01T00:00:00Z',
    order_number: 'ORD-5502',
    buyer: 'mario_too',
    revenue_subtotal: '60.00',
  });
  await create(eve, 'sellers', { name: 'Luigi Imports' });
});
afterAll(() => t.close());

const search = async (caller: Caller, q: string) => {
  const response = await caller.get(`/api/global-search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const found = (body: Record<string, { id: number }[]>) =>
  Object.fromEntries(Object.entries(body).map(([group, rows]) => [group, rows.map((row) => row.id)]));
const only = (group: string, rowIds: number[]) => ({
  products: [],
  inventoryItems: [],
  sales: [],
  purchases: [],
  sellers: [],
  [group]: rowIds,
});

describe('GET /api/global-search', () => {
  it('finds each kind by each of its fields, only in the caller’s team', async () => {
    const cases: [string, Record<string, number[]>][] = [
      ['switch', only('products', [ids.product!])],
      ['hac-0', only('products', [ids.product!])],
      ['MPN-77', only('products', [ids.product!])],
      ['54968', only('products', [ids.product!])],
      ['snx-44', only('inventoryItems', [ids.item!])],
      ['TAG-9', only('inventoryItems', [ids.item!])],
      ['Q7', only('inventoryItems', [ids.tagged!])],
      ['ORD-55', only('sales', [ids.sale!])],
      ['mario', only('sales', [ids.sale!])],
      ['PO-77', only('purchases', [ids.purchase!])],
      ['luigi99', { ...only('sellers', [ids.seller!]), purchases: [ids.purchase!] }],
      ['Traders', { ...only('sellers', [ids.seller!]), purchases: [ids.purchase!] }],
      // A purchase is found by its seller's name, username or email.
      ['example.com', { ...only('sellers', [ids.seller!]), purchases: [ids.purchase!] }],
      ['pea', only('sellers', [ids.nameless!])],
      ['ni', only('products', [ids.product!])],
    ];
    for (const [q, expected] of cases) expect(found(await search(dave, q)), q).toEqual(expected);
  });

  it('answers the raw fields the web labels with', async () => {
    const body = await search(dave, 'a');
    expect(body.products).toEqual([]); // one letter: prefixes only
    const items = (await search(dave, 'SNX-4412')).inventoryItems;
    expect(items).toEqual([
      {
        id: ids.item,
        serial_number: 'SNX-4412',
        tag_number: 'TAG-9',
        status: 'in_transit',
        cost: '149.90',
        product_id: ids.product,
        product_name: 'Nintendo Switch OLED',
      },
    ]);
    expect((await search(dave, 'peach')).sellers).toEqual([
      { id: ids.nameless, name: null, username: 'peach_shop', email: null },
    ]);
    expect((await search(dave, 'PO-7788')).purchases).toEqual([
      {
        id: ids.purchase,
        order_number: 'PO-7788',
        purchased_at: '2026-01-01T00:00:00.000Z',
        seller_id: ids.seller,
        seller_name: 'Luigi Traders',
        seller_username: 'luigi99',
      },
    ]);
    expect((await search(dave, 'ORD-5501')).sales).toEqual([
      { id: ids.sale, order_number: 'ORD-5501', buyer: 'mario_buyer', sold_at: '2026-03-01T00:00:00.000Z' },
    ]);
  });

  it('finds ids by number, within the team only', async () => {
    expect((await search(dave, String(ids.sale))).sales.map((row: { id: number }) => row.id)).toEqual([ids.sale]);
    const eveSees = await search(eve, String(ids.purchase));
    expect(eveSees.purchases).toEqual([]);
  });

  it('never crosses teams and finds nothing for blank text or wildcards', async () => {
    expect(found(await search(eve, 'luigi'))).toEqual({
      products: [],
      inventoryItems: [],
      sales: [],
      purchases: [],
      sellers: [expect.any(Number)],
    });
    expect((await search(eve, 'switch')).products.map((row: { name: string }) => row.name)).toEqual([
      'Nintendo Switch Lite',
    ]);
    for (const q of ['', '   ', '%', '%%%', '___'])
      expect(found(await search(dave, q)), JSON.stringify(q)).toEqual(only('products', []));
    expect((await t.app.inject({ method: 'GET', url: '/api/global-search?q=x' })).statusCode).toBe(401);
  });
});
