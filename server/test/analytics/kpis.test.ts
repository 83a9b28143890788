import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpisResponseSchema } from '@flipstack/contract';
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
 * Hand-computed fixture (alice, February 2026 in New York time: 1 Feb 05:00Z to 1 Mar 05:00Z):
 *  A, B  Phone (Phones, Apple), bought from Joe in January (cost 30, 20), received 11 Jan; listed on eBay 25 Jan
 *        (A, before the range); sold together on eBay 11 Feb (31 days): subtotal 100, commission 10 →
 *        profit 40, split by cost: A 24, B 16
 *  C     Camera (Cameras, no brand, no purchase), cost 50, received 1 Feb 12:00Z; sold on Mercari at 1 Mar
 *        04:30Z, 28 Feb 23:30 in New York (27 days): subtotal 80, shipping cost 10 → profit 20
 *  D     Mystery box (no category), cost 0, received 5 Feb; sold on Mercari 20 Feb (15 days): profit 15, ROI null
 *  E     Phone, cost 40, received 20 Jan, unsold; listed on eBay 3 Feb (14 days), again on Mercari 25 Feb
 *  F     Camera received 2 Mar (after the range);  G  Phone sold in January (before it)
 *  Stock: A B C D E = 5; sold A B C D = 4 → 0.8; profit 75 / cost 100 = 0.75; days (31+31+27+15)/4 = 26.0
 */
beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await writeTeamSettings(t.database.db, alice.teamId, { time_zone: 'America/New_York' });
  ids.ebay = await create(alice, 'platforms', { name: 'eBay' });
  ids.mercari = await create(alice, 'platforms', { name: 'Mercari' });
  ids.phones = await create(alice, 'categories', { name: 'Phones' });
  ids.cameras = await create(alice, 'categories', { name: 'Cameras' });
  ids.apple = await create(alice, 'brands', { name: 'Apple' });
  ids.joe = await create(alice, 'sellers', { name: 'Joe' });
  const phone = await create(alice, 'products', { name: 'Pixel', category_id: ids.phones, brand_id: ids.apple });
  const camera = await create(alice, 'products', { name: 'Canon', category_id: ids.cameras });
  const box = await create(alice, 'products', { name: 'Mystery box' });
  const purchase = await create(alice, 'purchases', {
    purchased_at: '2026-01-10T12:00:00Z',
    subtotal: '50',
    seller_id: ids.joe,
  });
  const item = (product_id: number, cost: string, received_at: string, purchase_id?: number) =>
    create(alice, 'inventory-items', { product_id, cost, received_at, purchase_id });
  const a = await item(phone, '30.00', '2026-01-11T12:00:00Z', purchase);
  const b = await item(phone, '20.00', '2026-01-11T12:00:00Z', purchase);
  const c = await item(camera, '50.00', '2026-02-01T12:00:00Z');
  const d = await item(box, '0.00', '2026-02-05T12:00:00Z');
  const e = await item(phone, '40.00', '2026-01-20T12:00:00Z');
  await item(camera, '25.00', '2026-03-02T12:00:00Z');
  const g = await item(phone, '10.00', '2025-12-01T12:00:00Z');

  const listing = (platform_id: number, listed_at: string, inventory_item_ids: number[]) =>
    create(alice, 'listings', {
      platform_id,
      title: 'Listing',
      price: '99.00',
      status: 'active',
      listed_at,
      inventory_item_ids,
    });
  await listing(ids.ebay, '2026-01-25T12:00:00Z', [a]);
  await listing(ids.ebay, '2026-02-03T12:00:00Z', [e]);
  await listing(ids.mercari, '2026-02-25T12:00:00Z', [e]);

  const sale = (platform_id: number, sold_at: string, inventory_item_ids: number[], money: Record<string, string>) =>
    create(alice, 'sales', { platform_id, sold_at, inventory_item_ids, ...money });
  await sale(ids.ebay, '2026-02-11T12:00:00Z', [a, b], { revenue_subtotal: '100', cost_commission: '10' });
  await sale(ids.mercari, '2026-03-01T04:30:00Z', [c], { revenue_subtotal: '80', cost_shipping: '10' });
  await sale(ids.mercari, '2026-02-20T12:00:00Z', [d], { revenue_subtotal: '15' });
  await sale(ids.ebay, '2026-01-15T12:00:00Z', [g], { revenue_subtotal: '12' });

  // Bob (UTC) stocks and sells in the same February: never in alice's numbers.
  const bobCategory = await create(bob, 'categories', { name: 'Phones' });
  const bobProduct = await create(bob, 'products', { name: 'Pixel', category_id: bobCategory });
  const bobItem = await create(bob, 'inventory-items', {
    product_id: bobProduct,
    cost: '10.00',
    received_at: '2026-02-02T12:00:00Z',
  });
  await create(bob, 'sales', {
    sold_at: '2026-02-10T12:00:00Z',
    revenue_subtotal: '1000',
    inventory_item_ids: [bobItem],
  });
});
afterAll(() => t.close());

const kpis = (caller: Caller, query: string) =>
  contractAnswer(caller, `/api/analytics/kpis${query}`, kpisResponseSchema);

const FEBRUARY_TOTALS = {
  units_sold: 4,
  units_available: 5,
  sell_through_rate: 0.8,
  profit: '75.00',
  cost: '100.00',
  roi: 0.75,
  avg_days_to_sell: 26,
  units_listed: 1,
  avg_days_to_list: 14,
};
const phones = {
  units_sold: 2,
  units_available: 3,
  sell_through_rate: 0.6667,
  profit: '40.00',
  cost: '50.00',
  roi: 0.8,
  avg_days_to_sell: 31,
  units_listed: 1,
  avg_days_to_list: 14,
};
const none = { units_listed: 0, avg_days_to_list: null };

describe('GET /api/analytics/kpis', () => {
  it('answers each category and the total with hand-computed numbers; no category is the None group', async () => {
    const body = await kpis(alice, '?from=2026-02&to=2026-02&by=category');
    expect(body).toEqual({
      by: 'category',
      from: '2026-02',
      to: '2026-02',
      time_zone: 'America/New_York',
      rows: [
        { group_id: ids.phones, group_name: 'Phones', ...phones },
        {
          group_id: ids.cameras,
          group_name: 'Cameras',
          units_sold: 1,
          units_available: 1,
          sell_through_rate: 1,
          profit: '20.00',
          cost: '50.00',
          roi: 0.4,
          avg_days_to_sell: 27,
          ...none,
        },
        {
          group_id: null,
          group_name: null,
          units_sold: 1,
          units_available: 1,
          sell_through_rate: 1,
          profit: '15.00',
          cost: '0.00',
          roi: null,
          avg_days_to_sell: 15,
          ...none,
        },
      ],
      totals: FEBRUARY_TOTALS,
    });
  });

  it('groups by brand and by source (the purchase’s seller)', async () => {
    const noBrand = {
      units_sold: 2,
      units_available: 2,
      sell_through_rate: 1,
      profit: '35.00',
      cost: '50.00',
      roi: 0.7,
      avg_days_to_sell: 21,
      ...none,
    };
    const brands = await kpis(alice, '?from=2026-02&to=2026-02&by=brand');
    expect(brands.rows).toEqual([
      { group_id: ids.apple, group_name: 'Apple', ...phones },
      { group_id: null, group_name: null, ...noBrand },
    ]);
    expect(brands.totals).toEqual(FEBRUARY_TOTALS);

    const sources = await kpis(alice, '?from=2026-02&to=2026-02&by=source');
    expect(sources.rows).toEqual([
      { group_id: ids.joe, group_name: 'Joe', ...phones, units_available: 2, sell_through_rate: 1, ...none },
      {
        group_id: null,
        group_name: null,
        ...noBrand,
        units_available: 3,
        sell_through_rate: 0.6667,
        units_listed: 1,
        avg_days_to_list: 14,
      },
    ]);
    expect(sources.totals).toEqual(FEBRUARY_TOTALS);
  });

  it('groups sold units by the sale’s platform and listed units by their first listing’s, over the whole stock', async () => {
    const body = await kpis(alice, '?from=2026-02&to=2026-02&by=platform');
    expect(body.rows).toEqual([
      { group_id: ids.ebay, group_name: 'eBay', ...phones, units_available: 5, sell_through_rate: 0.4 },
      {
        group_id: ids.mercari,
        group_name: 'Mercari',
        units_sold: 2,
        units_available: 5,
        sell_through_rate: 0.4,
        profit: '35.00',
        cost: '50.00',
        roi: 0.7,
        avg_days_to_sell: 21,
        ...none,
      },
    ]);
    expect(body.totals).toEqual(FEBRUARY_TOTALS);
  });

  it('counts a month’s stock as what was left at its start plus what came in', async () => {
    const march = await kpis(alice, '?from=2026-03&to=2026-03');
    expect(march.by).toBe('category');
    expect(march.totals).toEqual({
      units_sold: 0,
      units_available: 2,
      sell_through_rate: 0,
      profit: '0.00',
      cost: '0.00',
      roi: null,
      avg_days_to_sell: null,
      units_listed: 0,
      avg_days_to_list: null,
    });
    // January and February: G's sale and listing A (25 Jan) come in; A's listing is its first.
    const both = await kpis(alice, '?from=2026-01&to=2026-02');
    expect(both.totals).toMatchObject({ units_sold: 5, units_available: 6, units_listed: 2, avg_days_to_list: 14 });
  });

  it('counts only the caller’s team, in its own time zone', async () => {
    const body = await kpis(bob, '?from=2026-02&to=2026-02');
    expect(body.time_zone).toBe('UTC');
    expect(body.rows).toHaveLength(1);
    expect(body.totals).toMatchObject({ units_sold: 1, units_available: 1, profit: '990.00', cost: '10.00', roi: 99 });
  });

  it('refuses a bad query with field messages', async () => {
    const group = await alice.get('/api/analytics/kpis?by=color');
    expect(group.statusCode).toBe(400);
    expect(Object.keys(group.json().fieldErrors)).toEqual(['by']);
    const month = await alice.get('/api/analytics/kpis?from=2026-13');
    expect(month.statusCode).toBe(400);
    expect(Object.keys(month.json().fieldErrors)).toEqual(['from']);
    const backwards = await alice.get('/api/analytics/kpis?from=2026-05&to=2026-04');
    expect(backwards.json().fieldErrors).toEqual({ from: 'from must not be after to' });
  });
});
