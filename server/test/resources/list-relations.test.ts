import { LIST_RELATION_LIMIT } from '@flipstack/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;
const MANY = LIST_RELATION_LIMIT + 5;

type Item = { id: number; product_id: number };

/** A purchase of `count` items of the product; their ids, lowest first. */
async function bought(caller: Caller, product: number, count: number): Promise<number[]> {
  const purchase = await caller.post('/api/v2/purchases', {
    purchased_at: '2026-03-01',
    items: Array.from({ length: count }, () => ({ product_id: product })),
  });
  expect(purchase.statusCode).toBe(201);
  const items = await caller.get(`/api/v2/inventory-items?limit=500&${where({ purchase_id: purchase.json().id })}`);
  return items
    .json()
    .rows.map((item: Item) => item.id)
    .sort((a: number, b: number) => a - b);
}

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

describe('`with` of a relation of many rows', () => {
  let popular: number;
  let popularItems: number[];
  let rare: number;
  let rareItems: number[];

  beforeAll(async () => {
    popular = await make(alice, 'products', { name: 'Popular' });
    rare = await make(alice, 'products', { name: 'Rare' });
    popularItems = await bought(alice, popular, MANY);
    rareItems = await bought(alice, rare, 2);
    // Another team's items never join alice's rows.
    await bought(bob, await make(bob, 'products', { name: 'Popular' }), 3);
  });

  it('carries at most LIST_RELATION_LIMIT for each row of a list, lowest ids first, and says there are more', async () => {
    const answer = await alice.get(`/api/v2/products?with=items&${where({ id: { in: [popular, rare] } })}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const [first, second] = answer.json().rows;
    expect(first).toMatchObject({ id: popular, items_more: true });
    expect(first.items.map((item: Item) => item.id)).toEqual(popularItems.slice(0, LIST_RELATION_LIMIT));
    expect(second.items.map((item: Item) => item.id)).toEqual(rareItems);
    expect(second).not.toHaveProperty('items_more');
  });

  it('carries every related row of a single record', async () => {
    const record = (await alice.get(`/api/v2/products/${popular}?with=items`)).json();
    expect(record.items.map((item: Item) => item.id)).toEqual(popularItems);
    expect(record).not.toHaveProperty('items_more');
  });

  it('caps a relation through a link table by the order of its links', async () => {
    const sale = await alice.post('/api/v2/sales', {
      sold_at: '2026-03-02',
      inventory_item_ids: [...popularItems].reverse(),
    });
    expect(sale.statusCode).toBe(201);
    const listed = (await alice.get(`/api/v2/sales?with=items&${where({ id: sale.json().id })}`)).json().rows[0];
    expect(listed.items_more).toBe(true);
    expect(listed.items.map((item: Item) => item.id)).toEqual(
      [...popularItems].reverse().slice(0, LIST_RELATION_LIMIT),
    );
    const record = (await alice.get(`/api/v2/sales/${sale.json().id}?with=items`)).json();
    expect(record.items).toHaveLength(MANY);
  });

  it('keeps each team to its own rows', async () => {
    const theirs = (await bob.get('/api/v2/products?with=items')).json().rows;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].items).toHaveLength(3);
  });
});
