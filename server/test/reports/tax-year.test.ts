import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxYearResponseSchema } from '@flipstack/contract';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller; // America/New_York: the 2025 books run from 2025-01-01T05:00Z to 2026-01-01T05:00Z
let bob: Caller; // UTC
let ebay: number;

/*
 * Hand-computed fixture (alice, 2025 in New York time):
 *  Units: U0 10 (bought 2024, sold by S0 on 31 Dec 2024 locally); a lot bought 1 Jun 2024: U1 40 (sold by
 *  S1) and U2 60 (still held); U3 25 bought 2025-01-01T04:30Z (31 Dec 2024 locally), sold by S2; U4 30
 *  received 1 May 2025, sold 2026-01-01T06:00Z (2026 locally); U5 15 received 1 Feb, written off 1 Aug;
 *  U6 20 received 1 Apr, sold by S3.
 *    beginning 40 + 60 + 25 = 125 (3 units); purchases 30 + 15 + 20 = 65 (3); ending 60 + 30 = 90 (2);
 *    cost of goods 125 + 65 − 90 = 100 = sold 40 + 25 + 20 = 85 + written off 15.
 *  Sales: S0 eBay 2025-01-01T03:00Z (2024 locally): items 50, shipping 5, tax 4.
 *    S1 eBay 10 Mar: items 100, shipping 10, tax 8, commission 13, label 9; refunded 20 in April.
 *    S2 eBay 2026-01-01T04:00Z (31 Dec 2025 locally): items 70, tax 5.60, commission 9.
 *    S3 Etsy 15 Jun: items 45, shipping 6, tax 3.60, commission 3, payment 1.50.
 *    S4 no platform 4 Jul: items 30.   S5 eBay 2026-01-01T06:00Z: in neither year.
 *    gross receipts 110 + 70 + 51 + 30 = 261; returns 20 + a 3.00 refund tied to no sale = 23;
 *    gross profit 261 − 23 − 100 = 138; other income 5.
 *  Expenses: 8 Advertising 25; 9 Mileage 100 mi × 0.70 = 70; 10 Commission 25, Fees 9.95, Payment fees 1.50
 *    = 36.45; 20b Storage 100; 22 Shipping supplies 12; 27a Shipping labels 9, Coffee 7.50, Postage 4.40
 *    (2026-01-01T04:30Z, 2025 locally) = 20.90. Total 264.35; net 138 + 5 − 264.35 = −121.35.
 *  1099-K, eBay: UTC 2025 holds S0 and S1: 59 + 118 = 177; − S0 59 + S2 75.60 − tax 13.60 − shipping 10
 *    − refunds 20 − fees 22 = booked 128 (items 170 − 20 − 22). Etsy: 54.60 − 3.60 − 6 − 4.50 = 40.50.
 */
beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await writeTeamSettings(t.database.db, alice.teamId, { time_zone: 'America/New_York' });
  const product = await create(alice, 'products', { name: 'Camera' });
  ebay = await create(alice, 'platforms', { name: 'eBay' });
  const etsy = await create(alice, 'platforms', { name: 'Etsy' });
  const unit = (cost: string, more: Record<string, unknown>) =>
    create(alice, 'inventory-items', { product_id: product, cost, ...more });
  const lot = await create(alice, 'purchases', { purchased_at: '2024-06-01T12:00:00Z', subtotal: '100' });
  const newYearsEve = await create(alice, 'purchases', { purchased_at: '2025-01-01T04:30:00Z', subtotal: '25' });
  const u0 = await unit('10.00', { received_at: '2024-02-01T12:00:00Z' });
  const u1 = await unit('40.00', { purchase_id: lot });
  await unit('60.00', { purchase_id: lot });
  const u3 = await unit('25.00', { purchase_id: newYearsEve });
  const u4 = await unit('30.00', { received_at: '2025-05-01T12:00:00Z' });
  const u5 = await unit('15.00', { received_at: '2025-02-01T12:00:00Z', status: 'written_off' });
  await t.database.db.execute(sql`update inventory_items set updated_at = '2025-08-01T12:00:00Z' where id = ${u5}`);
  const u6 = await unit('20.00', { received_at: '2025-04-01T12:00:00Z' });
  const sale = (platform_id: number | null, sold_at: string, items: number[], figures: Record<string, string>) =>
    create(alice, 'sales', { platform_id, sold_at, inventory_item_ids: items, ...figures });
  await sale(ebay, '2025-01-01T03:00:00Z', [u0], { revenue_subtotal: '50', revenue_shipping: '5', revenue_taxes: '4' });
  const s1 = await sale(ebay, '2025-03-10T15:00:00Z', [u1], {
    revenue_subtotal: '100',
    revenue_shipping: '10',
    revenue_taxes: '8',
    cost_commission: '13',
    cost_shipping: '9',
  });
  await sale(ebay, '2026-01-01T04:00:00Z', [u3], {
    revenue_subtotal: '70',
    revenue_taxes: '5.60',
    cost_commission: '9',
  });
  await sale(etsy, '2025-06-15T15:00:00Z', [u6], {
    revenue_subtotal: '45',
    revenue_shipping: '6',
    revenue_taxes: '3.60',
    cost_commission: '3',
    cost_payment: '1.50',
  });
  await sale(null, '2025-07-04T15:00:00Z', [], { revenue_subtotal: '30' });
  await sale(ebay, '2026-01-01T06:00:00Z', [u4], { revenue_subtotal: '999' });
  const money = (type: string, occurred_at: string, amount: string, more: Record<string, unknown> = {}) =>
    create(alice, 'transactions', { type, occurred_at, amount, description: `${type} ${amount}`, ...more });
  await money('refund', '2025-04-01T15:00:00Z', '20.00', { sale_id: s1 });
  await money('refund', '2025-08-08T15:00:00Z', '3.00');
  await money('income', '2025-11-11T15:00:00Z', '5.00');
  await money('expense', '2025-02-10T15:00:00Z', '12.00', { category: 'Shipping supplies' });
  await money('expense', '2025-05-05T15:00:00Z', '25.00', { category: 'Advertising' });
  await money('expense', '2025-09-01T15:00:00Z', '100.00', { category: 'Storage' });
  await money('expense', '2025-09-02T15:00:00Z', '7.50', { category: 'Coffee' });
  await money('fee', '2025-10-10T15:00:00Z', '9.95');
  await money('expense', '2026-01-01T04:30:00Z', '4.40', { category: 'Postage' });
  await money('expense', '2026-01-01T05:30:00Z', '1000.00', { category: 'Storage' });
  await money('payout', '2025-12-01T15:00:00Z', '150.00');
  await create(alice, 'mileage-trips', { trip_date: '2025-06-01', purpose: 'Sourcing', miles: '100' });
  await create(bob, 'sales', { sold_at: '2025-05-05T12:00:00Z', revenue_subtotal: '500' });
});
afterAll(() => t.close());

const get = (caller: Caller, query: string) => caller.get(`/api/reports/tax-year?${query}`);

describe('GET /api/reports/tax-year', () => {
  it('answers Schedule C for the year in the team’s time zone, to the cent', async () => {
    const response = await get(alice, 'year=2025');
    expect(response.statusCode, response.body).toBe(200);
    const body = taxYearResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      year: 2025,
      time_zone: 'America/New_York',
      starts_at: '2025-01-01T05:00:00.000Z',
      ends_at: '2026-01-01T05:00:00.000Z',
      gross_receipts: '261.00',
      returns: '23.00',
      cost_of_goods: '100.00',
      gross_profit: '138.00',
      other_income: '5.00',
      total_expenses: '264.35',
      net_profit: '-121.35',
      marketplace_taxes: '17.20',
      schedule_c_lines: {},
    });
    expect(body.inventory).toEqual({
      beginning_inventory: '125.00',
      beginning_units: 3,
      purchases: '65.00',
      purchased_units: 3,
      ending_inventory: '90.00',
      ending_units: 2,
      cost_of_goods: '100.00',
      sold_cost: '85.00',
      written_off_cost: '15.00',
    });
    expect(body.expenses.map(({ line, amount, parts }) => [line, amount, parts.map((part) => part.name)])).toEqual([
      ['8', '25.00', ['Advertising']],
      ['9', '70.00', ['Mileage']],
      ['10', '36.45', ['Commission', 'Fees', 'Payment fees']],
      ['20b', '100.00', ['Storage']],
      ['22', '12.00', ['Shipping supplies']],
      ['27a', '20.90', ['Shipping labels', 'Coffee', 'Postage']],
    ]);
    expect(body.expenses[2]!.parts).toEqual([
      { name: 'Commission', kind: 'sale_cost', amount: '25.00' },
      { name: 'Fees', kind: 'category', amount: '9.95' },
      { name: 'Payment fees', kind: 'sale_cost', amount: '1.50' },
    ]);
  });

  it('reconciles each marketplace’s 1099-K (UTC year, tax and shipping in) to what was booked', async () => {
    const body = taxYearResponseSchema.parse((await get(alice, 'year=2025')).json());
    expect(body.marketplaces.map(({ platform_id: _id, ...row }) => row)).toEqual([
      {
        platform: 'eBay',
        sales: 2,
        reported_gross: '177.00',
        sold_outside_year_locally: '59.00',
        sold_only_in_year_locally: '75.60',
        marketplace_taxes: '13.60',
        shipping_income: '10.00',
        refunds: '20.00',
        fees: '22.00',
        booked_item_sales: '128.00',
        gross_receipts: '180.00',
        form_1099k_gross: null,
        unexplained: null,
      },
      {
        platform: 'Etsy',
        sales: 1,
        reported_gross: '54.60',
        sold_outside_year_locally: '0.00',
        sold_only_in_year_locally: '0.00',
        marketplace_taxes: '3.60',
        shipping_income: '6.00',
        refunds: '0.00',
        fees: '4.50',
        booked_item_sales: '40.50',
        gross_receipts: '51.00',
        form_1099k_gross: null,
        unexplained: null,
      },
      {
        platform: 'No platform',
        sales: 1,
        reported_gross: '30.00',
        sold_outside_year_locally: '0.00',
        sold_only_in_year_locally: '0.00',
        marketplace_taxes: '0.00',
        shipping_income: '0.00',
        refunds: '0.00',
        fees: '0.00',
        booked_item_sales: '30.00',
        gross_receipts: '30.00',
        form_1099k_gross: null,
        unexplained: null,
      },
    ]);
    expect(body.marketplaces.at(-1)!.platform_id).toBeNull();
  });

  it('sets the gross a marketplace’s own 1099-K shows against it, naming what the books do not explain', async () => {
    const typed = { [`2025:${ebay}`]: '180.00', [`2024:${ebay}`]: '1.00' };
    const put = await alice.put('/api/team-settings', { setting_key: 'form_1099k_gross', setting_value: typed });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const body = taxYearResponseSchema.parse((await get(alice, 'year=2025')).json());
      expect(body.marketplaces.map((row) => [row.platform, row.form_1099k_gross, row.unexplained])).toEqual([
        ['eBay', '180.00', '3.00'],
        ['Etsy', null, null],
        ['No platform', null, null],
      ]);
    } finally {
      await alice.put('/api/team-settings', { setting_key: 'form_1099k_gross', setting_value: {} });
    }
    const bad = await alice.put('/api/team-settings', {
      setting_key: 'form_1099k_gross',
      setting_value: { [`2025:${ebay}`]: 'lots' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('differs from the profit and loss of the same months only by the units written off', async () => {
    const pnl = (await alice.get('/api/reports/profit-and-loss?from=2025-01&to=2025-12')).json().total;
    const body = (await get(alice, 'year=2025')).json();
    expect(pnl.net_profit).toBe('-106.35');
    expect(pnl.cost_of_goods).toBe(body.inventory.sold_cost);
    expect(pnl.gross_sales).toBe(body.gross_receipts);
  });

  it('places an expense on the line the team chose, for that team only', async () => {
    const put = await alice.put('/api/team-settings', {
      setting_key: 'schedule_c_lines',
      setting_value: { Coffee: '24b', Advertising: '8' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().team_settings.schedule_c_lines).toEqual({ Coffee: '24b', Advertising: '8' });
    try {
      const body = taxYearResponseSchema.parse((await get(alice, 'year=2025')).json());
      expect(body.expenses.map(({ line, amount }) => [line, amount]).slice(-3)).toEqual([
        ['22', '12.00'],
        ['24b', '7.50'],
        ['27a', '13.40'],
      ]);
      expect(body.expenses.find((line) => line.line === '24b')!.label).toBe('Deductible meals');
      expect(body.total_expenses).toBe('264.35');
      expect((await get(bob, 'year=2025')).json().schedule_c_lines).toEqual({});
    } finally {
      await alice.put('/api/team-settings', { setting_key: 'schedule_c_lines', setting_value: {} });
    }
    const bad = await alice.put('/api/team-settings', {
      setting_key: 'schedule_c_lines',
      setting_value: { Coffee: '99' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each team to its own books', async () => {
    const body = taxYearResponseSchema.parse((await get(bob, 'year=2025')).json());
    expect(body).toMatchObject({
      time_zone: 'UTC',
      gross_receipts: '500.00',
      cost_of_goods: '0.00',
      net_profit: '500.00',
    });
    expect(body.marketplaces).toEqual([expect.objectContaining({ platform: 'No platform', reported_gross: '500.00' })]);
  });

  it('prints the year as a PDF', async () => {
    const response = await alice.get('/api/reports/tax-year.pdf?year=2025');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tax-year-2025.pdf"');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe('Tax year 2025');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect((await alice.get('/api/reports/tax-year.pdf?year=nope')).statusCode).toBe(400);
  });

  it('refuses a missing or malformed year', async () => {
    expect((await get(alice, '')).json().fieldErrors).toHaveProperty('year');
    const short = await get(alice, 'year=25');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.year).toMatch(/year like 2025/);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/tax-year?year=2025' })).statusCode).toBe(401);
  });
});
