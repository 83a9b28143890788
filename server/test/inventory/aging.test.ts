import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * The aging of unsold stock comes from kept day cells, with the items of the three days that hold a
 * bucket's edge counted one by one. Items placed an hour either side of each edge, inside whole days,
 * in the future and long ago must land where counting each item's days would put them.
 */
let t: TestApp;
let erin: Caller;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const shelf: { id?: number } = {};

type Item = { hoursAgo: number; cost: string; status: string; onShelf?: boolean };
const ITEMS: Item[] = [
  { hoursAgo: -48, cost: '1.00', status: 'in_transit' }, // received in two days' time: 0 days
  { hoursAgo: 2, cost: '2.00', status: 'in_stock' },
  { hoursAgo: 31 * 24 - 1, cost: '4.00', status: 'in_stock', onShelf: true }, // 30 days: 0-30
  { hoursAgo: 31 * 24 + 1, cost: '8.00', status: 'listed' }, // 31 days: 31-60
  { hoursAgo: 45 * 24, cost: '16.00', status: 'in_stock', onShelf: true },
  { hoursAgo: 61 * 24 - 1, cost: '32.00', status: 'returned' },
  { hoursAgo: 61 * 24 + 1, cost: '64.00', status: 'in_stock' }, // 61-90
  { hoursAgo: 91 * 24 - 1, cost: '128.00', status: 'in_stock', onShelf: true },
  { hoursAgo: 91 * 24 + 1, cost: '256.00', status: 'in_stock' }, // 90+
  { hoursAgo: 400 * 24, cost: '512.00', status: 'listed' },
  { hoursAgo: 10 * 24, cost: '1024.00', status: 'sold' }, // sold: not aged
];

function expected(items: Item[]) {
  const buckets = { '0-30': [0, 0], '31-60': [0, 0], '61-90': [0, 0], '90+': [0, 0] } as Record<
    string,
    [number, number]
  >;
  for (const item of items.filter((entry) => entry.status !== 'sold')) {
    const days = Math.max(0, Math.floor((item.hoursAgo * HOUR) / DAY));
    const bucket = days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';
    buckets[bucket]![0] += 1;
    buckets[bucket]![1] += Number(item.cost);
  }
  return Object.entries(buckets).map(([bucket, [count, cost]]) => ({ bucket, count, cost: cost.toFixed(2) }));
}

beforeAll(async () => {
  t = await buildTestApp();
  [erin] = (await signedInTeams(t, 1)) as [Caller];
  shelf.id = await create(erin, 'locations', { name: 'Shelf' });
  const product = await create(erin, 'products', { name: 'Switch' });
  const now = Date.now();
  for (const item of ITEMS) {
    await create(erin, 'inventory-items', {
      product_id: product,
      cost: item.cost,
      status: item.status,
      received_at: new Date(now - item.hoursAgo * HOUR).toISOString(),
      location_id: item.onShelf ? shelf.id : null,
    });
  }
});
afterAll(() => t.close());

describe('the aging of unsold stock', () => {
  it('puts each item in the bucket of its whole days in stock, edges included', async () => {
    const body = (await erin.get('/api/inventory-items-tracking')).json();
    expect(body.aging).toEqual(expected(ITEMS));
  });

  it('answers the same by location and status, and as counted item by item under a date filter', async () => {
    const onShelf = (await erin.get(`/api/inventory-items-tracking?location_id=${shelf.id}`)).json();
    expect(onShelf.aging).toEqual(expected(ITEMS.filter((item) => item.onShelf)));
    const inStock = (await erin.get('/api/inventory-items-tracking?status=in_stock')).json();
    expect(inStock.aging).toEqual(expected(ITEMS.filter((item) => item.status === 'in_stock')));
    // A date range reads every item instead of the cells.
    const counted = (await erin.get('/api/inventory-items-tracking?from=2000-01-01')).json();
    expect(counted.aging).toEqual(expected(ITEMS));
  });

  it('follows an item that moves, sells or changes cost', async () => {
    const [item] = (await erin.get('/api/v2/inventory-items?where={"cost":"2.00"}')).json().rows;
    await erin.put(`/api/v2/inventory-items/${item.id}`, { ...item, cost: '3.00', status: 'sold' });
    const changed = ITEMS.map((entry) => (entry.cost === '2.00' ? { ...entry, cost: '3.00', status: 'sold' } : entry));
    expect((await erin.get('/api/inventory-items-tracking')).json().aging).toEqual(expected(changed));
  });
});
