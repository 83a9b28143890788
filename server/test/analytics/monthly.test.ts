import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { monthlySalesResponseSchema } from '@flipstack/contract';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { contractAnswer } from '../helpers/contract-answer.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller; // America/New_York
let bob: Caller; // UTC
const ids: Record<string, number> = {};

/*
 * Hand-computed fixture (alice, months in New York time):
 *  Jan: sale A 2026-01-20 — subtotal 100, shipping 10, taxes 8; commission 13, shipping cost 7; items 30 + 20
 *       (19 and 10 days in stock); a 15.00 refund on A dated in February counts in January.
 *       revenue_total 118 − 15 = 103; profit 103 − 8 − 20 − 50 = 25; margin 25 / 95 = 26.32 %; avg days 14.5
 *  Feb: sale B at 2026-03-01T03:00Z (28 Feb 22:00 in New York) — subtotal 40, taxes 3.20; payment 2; item 50
 *       (44 days); profit 43.20 − 3.20 − 2 − 50 = −12.00; margin −12 / 40 = −30 %
 *  Mar: nothing.  Apr: sale C on another platform — subtotal 25, cost_other 5, no items; profit 20; margin 80 %
 */
beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await writeTeamSettings(t.database.db, alice.teamId, { time_zone: 'America/New_York' });
  ids.ebay = await create(alice, 'platforms', { name: 'eBay' });
  ids.mercari = await create(alice, 'platforms', { name: 'Mercari' });
  ids.phones = await create(alice, 'categories', { name: 'Phones' });
  ids.cameras = await create(alice, 'categories', { name: 'Cameras' });
  const phone = await create(alice, 'products', { name: 'Pixel', category_id: ids.phones });
  const camera = await create(alice, 'products', { name: 'Canon', category_id: ids.cameras });
  const item = (product: number, cost: string, received_at: string) =>
    create(alice, 'inventory-items', { product_id: product, cost, received_at });
  const i1 = await item(phone, '30.00', '2026-01-01T12:00:00Z');
  const i2 = await item(phone, '20.00', '2026-01-10T12:00:00Z');
  const i3 = await item(camera, '50.00', '2026-01-15T12:00:00Z');
  ids.saleA = await create(alice, 'sales', {
    platform_id: ids.ebay,
    sold_at: '2026-01-20T12:00:00Z',
    revenue_subtotal: '100',
    revenue_shipping: '10',
    revenue_taxes: '8',
    cost_commission: '13',
    cost_shipping: '7',
    inventory_item_ids: [i1, i2],
  });
  await create(alice, 'sales', {
    platform_id: ids.ebay,
    sold_at: '2026-03-01T03:00:00Z',
    revenue_subtotal: '40',
    revenue_taxes: '3.20',
    cost_payment: '2',
    inventory_item_ids: [i3],
  });
  await create(alice, 'sales', {
    platform_id: ids.mercari,
    sold_at: '2026-04-10T12:00:00Z',
    revenue_subtotal: '25',
    cost_other: '5',
  });
  await create(alice, 'transactions', {
    type: 'refund',
    occurred_at: '2026-02-05T00:00:00Z',
    amount: '15.00',
    description: 'Partial refund',
    sale_id: ids.saleA,
  });
  // Not a refund: other transactions never touch sales analytics.
  await create(alice, 'transactions', {
    type: 'fee',
    occurred_at: '2026-01-21T00:00:00Z',
    amount: '99.00',
    description: 'Store fee',
    sale_id: ids.saleA,
  });

  // Purchases: 31 Jan 23:30 in New York is 1 Feb in UTC, and counts in January.
  const seller = await create(alice, 'sellers', { name: 'Joe' });
  ids.purchase1 = await create(alice, 'purchases', {
    purchased_at: '2026-02-01T04:30:00Z',
    subtotal: '100',
    shipping: '5',
    taxes: '7',
    other_costs: '1',
    seller_id: seller,
    platform_id: ids.ebay,
  });
  await create(alice, 'inventory-items', { product_id: camera, purchase_id: ids.purchase1, cost: '56.50' });
  await create(alice, 'inventory-items', { product_id: phone, purchase_id: ids.purchase1, cost: '56.50' });
  await create(alice, 'purchases', { purchased_at: '2026-03-10T12:00:00Z', subtotal: '50', platform_id: ids.mercari });

  // Bob (UTC) sells at the same instant as sale B: March for him. Never in alice's numbers.
  await create(bob, 'sales', { sold_at: '2026-03-01T03:00:00Z', revenue_subtotal: '1000' });
});
afterAll(() => t.close());

const zeroSales = {
  count: 0,
  items: 0,
  revenue_subtotal: '0.00',
  revenue_shipping: '0.00',
  revenue_taxes: '0.00',
  revenue_other: '0.00',
  revenue_refunds: '0.00',
  revenue_total: '0.00',
  cost_shipping: '0.00',
  cost_commission: '0.00',
  cost_payment: '0.00',
  cost_other: '0.00',
  cost_total: '0.00',
  cost_of_goods: '0.00',
  profit: '0.00',
  margin_percent: null,
  avg_days_to_sell: null,
};

const monthlySales = (caller: Caller, query = '') =>
  contractAnswer(caller, `/api/analytics/monthly-sales${query}`, monthlySalesResponseSchema);

describe('GET /api/analytics/monthly-sales', () => {
  it('answers every month of the range with hand-computed numbers', async () => {
    const body = await monthlySales(alice, '?from=2026-01&to=2026-04');
    expect(body.time_zone).toBe('America/New_York');
    expect(body.rows).toEqual([
      {
        ...zeroSales,
        month: '2026-01',
        count: 1,
        items: 2,
        revenue_subtotal: '100.00',
        revenue_shipping: '10.00',
        revenue_taxes: '8.00',
        revenue_refunds: '15.00',
        revenue_total: '103.00',
        cost_shipping: '7.00',
        cost_commission: '13.00',
        cost_total: '20.00',
        cost_of_goods: '50.00',
        profit: '25.00',
        margin_percent: 26.32,
        avg_days_to_sell: 14.5,
      },
      {
        ...zeroSales,
        month: '2026-02',
        count: 1,
        items: 1,
        revenue_subtotal: '40.00',
        revenue_taxes: '3.20',
        revenue_total: '43.20',
        cost_payment: '2.00',
        cost_total: '2.00',
        cost_of_goods: '50.00',
        profit: '-12.00',
        margin_percent: -30,
        avg_days_to_sell: 44,
      },
      { ...zeroSales, month: '2026-03' },
      {
        ...zeroSales,
        month: '2026-04',
        count: 1,
        revenue_subtotal: '25.00',
        revenue_total: '25.00',
        cost_other: '5.00',
        cost_total: '5.00',
        profit: '20.00',
        margin_percent: 80,
      },
    ]);
    expect(body.totals).toEqual({
      ...zeroSales,
      count: 3,
      items: 3,
      revenue_subtotal: '165.00',
      revenue_shipping: '10.00',
      revenue_taxes: '11.20',
      revenue_refunds: '15.00',
      revenue_total: '171.20',
      cost_shipping: '7.00',
      cost_commission: '13.00',
      cost_payment: '2.00',
      cost_other: '5.00',
      cost_total: '27.00',
      cost_of_goods: '100.00',
      profit: '33.00',
      margin_percent: 20.63,
      avg_days_to_sell: 24.3,
    });
  });

  it('breaks the range down by platform, highest revenue first', async () => {
    const body = await monthlySales(alice, '?from=2026-01&to=2026-04');
    expect(body.by_platform).toEqual([
      {
        ...zeroSales,
        platform_id: ids.ebay,
        platform_name: 'eBay',
        count: 2,
        items: 3,
        revenue_subtotal: '140.00',
        revenue_shipping: '10.00',
        revenue_taxes: '11.20',
        revenue_refunds: '15.00',
        revenue_total: '146.20',
        cost_shipping: '7.00',
        cost_commission: '13.00',
        cost_payment: '2.00',
        cost_total: '22.00',
        cost_of_goods: '100.00',
        profit: '13.00',
        margin_percent: 9.63,
        avg_days_to_sell: 24.3,
      },
      {
        ...zeroSales,
        platform_id: ids.mercari,
        platform_name: 'Mercari',
        count: 1,
        revenue_subtotal: '25.00',
        revenue_total: '25.00',
        cost_other: '5.00',
        cost_total: '5.00',
        profit: '20.00',
        margin_percent: 80,
      },
    ]);
    const unsold = await monthlySales(bob, '?from=2026-03&to=2026-03');
    expect(unsold.by_platform).toEqual([
      expect.objectContaining({ platform_id: null, platform_name: null, count: 1, revenue_total: '1000.00' }),
    ]);
  });

  it('agrees with the sales resource: Σ profit on the sales screen − refunds', async () => {
    const sales = (await alice.get('/api/v2/sales?limit=500')).json().rows as { profit: string }[];
    const screen = sales.reduce((sum, sale) => sum + Math.round(Number(sale.profit) * 100), 0);
    const totals = (await monthlySales(alice, '?from=2026-01&to=2026-04')).totals;
    expect(Math.round(Number(totals.profit) * 100)).toBe(screen - 1500);
  });

  it('filters by platform, account and category', async () => {
    const byPlatform = await monthlySales(alice, `?from=2026-01&to=2026-04&platform_id=${ids.ebay}`);
    expect(byPlatform.totals).toMatchObject({ count: 2, profit: '13.00' });
    const byCategory = await monthlySales(alice, `?from=2026-01&to=2026-04&category_id=${ids.cameras}`);
    expect(byCategory.totals).toMatchObject({ count: 1, items: 1, profit: '-12.00' });
    expect(byCategory.rows.map((row: { count: number }) => row.count)).toEqual([0, 1, 0, 0]);
    const byAccount = await monthlySales(alice, '?from=2026-01&to=2026-04&account_id=999999');
    expect(byAccount.totals.count).toBe(0);
  });

  it('counts only the first days of each month with through_day, the days in the team’s time zone', async () => {
    const counts = (body: { rows: { count: number }[] }) => body.rows.map((row) => row.count);
    // A on 20 Jan, C on 10 Apr; B on 28 Feb in New York (1 Mar in UTC) is in no month's first day.
    expect(counts(await monthlySales(alice, '?from=2026-01&to=2026-04&through_day=20'))).toEqual([1, 0, 0, 1]);
    const firstDays = await monthlySales(alice, '?from=2026-01&to=2026-04&through_day=19');
    expect(counts(firstDays)).toEqual([0, 0, 0, 1]);
    expect(firstDays.totals).toMatchObject({ count: 1, profit: '20.00' });
    expect(counts(await monthlySales(alice, '?from=2026-01&to=2026-04&through_day=1'))).toEqual([0, 0, 0, 0]);
    expect(counts(await monthlySales(alice, '?from=2026-01&to=2026-04&through_day=28'))).toEqual([1, 1, 0, 1]);
    expect((await alice.get('/api/analytics/monthly-sales?through_day=32')).statusCode).toBe(400);
    expect((await alice.get('/api/analytics/monthly-sales?through_day=0')).statusCode).toBe(400);
  });

  it('puts the month boundary in the team’s time zone', async () => {
    const body = await monthlySales(bob, '?from=2026-02&to=2026-03');
    expect(body.time_zone).toBe('UTC');
    expect(body.rows.map((row: { month: string; revenue_total: string }) => [row.month, row.revenue_total])).toEqual([
      ['2026-02', '0.00'],
      ['2026-03', '1000.00'],
    ]);
  });

  it('defaults to the 12 months ending with the current one in the team’s time zone', async () => {
    // A fixed clock: at 03:00 UTC on New Year's Day it is already January for bob (UTC) and still December
    // for alice (New York). The moment is in the past, so the sign-ins made at the real time still hold.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2025-01-01T03:00:00Z'));
      const months = (body: { rows: { month: string }[] }) => body.rows.map((row) => row.month);
      const utc = months(await monthlySales(bob, ''));
      expect(utc).toHaveLength(12);
      expect([utc[0], utc.at(-1)]).toEqual(['2024-02', '2025-01']);
      const newYork = months(await monthlySales(alice, ''));
      expect([newYork[0], newYork.at(-1)]).toEqual(['2024-01', '2024-12']);
      const purchases = (await alice.get('/api/analytics/monthly-purchases')).json();
      expect(months(purchases)).toEqual(newYork);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses bad ranges', async () => {
    expect((await bob.get('/api/analytics/monthly-sales?from=2026-13')).statusCode).toBe(400);
    expect((await bob.get('/api/analytics/monthly-sales?from=2026-05&to=2026-04')).statusCode).toBe(400);
    expect((await bob.get('/api/analytics/monthly-sales?from=2000-01&to=2026-04')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/monthly-sales' })).statusCode).toBe(401);
  });
});

describe('GET /api/analytics/monthly-purchases', () => {
  it('counts purchases, items and spend per month in the team’s time zone', async () => {
    const response = await alice.get('/api/analytics/monthly-purchases?from=2026-01&to=2026-04');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        { month: '2026-01', count: 1, items: 2, spend: '113.00' },
        { month: '2026-02', count: 0, items: 0, spend: '0.00' },
        { month: '2026-03', count: 1, items: 0, spend: '50.00' },
        { month: '2026-04', count: 0, items: 0, spend: '0.00' },
      ],
      totals: { count: 2, items: 2, spend: '163.00' },
      time_zone: 'America/New_York',
    });
  });

  it('counts only the first days of each month with through_day', async () => {
    // The first purchase is on 31 Jan in New York (1 Feb in UTC), the second on 10 Mar.
    const spend = async (day: number) =>
      (await alice.get(`/api/analytics/monthly-purchases?from=2026-01&to=2026-04&through_day=${day}`))
        .json()
        .rows.map((row: { spend: string }) => row.spend);
    expect(await spend(30)).toEqual(['0.00', '0.00', '50.00', '0.00']);
    expect(await spend(9)).toEqual(['0.00', '0.00', '0.00', '0.00']);
    expect(await spend(31)).toEqual(['113.00', '0.00', '50.00', '0.00']);
  });

  it('filters by platform and category; other teams see nothing of it', async () => {
    const ebay = (
      await alice.get(`/api/analytics/monthly-purchases?from=2026-01&to=2026-04&platform_id=${ids.ebay}`)
    ).json();
    expect(ebay.totals).toEqual({ count: 1, items: 2, spend: '113.00' });
    const phones = (
      await alice.get(`/api/analytics/monthly-purchases?from=2026-01&to=2026-04&category_id=${ids.phones}`)
    ).json();
    expect(phones.totals.count).toBe(1);
    expect((await bob.get('/api/analytics/monthly-purchases?from=2026-01&to=2026-04')).json().totals).toEqual({
      count: 0,
      items: 0,
      spend: '0.00',
    });
  });
});
