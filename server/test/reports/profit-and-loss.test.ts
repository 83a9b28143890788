import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profitAndLossResponseSchema } from '@flipstack/contract';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller; // America/New_York
let bob: Caller; // UTC

const RANGE = 'from=2025-12&to=2026-04';

/*
 * Hand-computed fixture (alice, months in New York time; trips at the US rate of their day: 0.70 from
 * 2025, 0.725 from 2026, a rate the team adds):
 *  Dec: trip 20 mi × 0.70 = 14.00.                                                      net −14.00
 *  Jan: sale A — items 100, shipping 10, taxes 8 (left out); commission 13, label 7; cost 50; a 15.00 refund
 *       dated in February counts with its sale: sales profit 110 − 15 − 50 − 20 = 25. Tape 12.00 and mailers
 *       24.99 (31 Jan 22:00 in New York, 1 Feb in UTC), both 'Shipping supplies'; trip 24.6 mi × 0.725 = 17.835
 *       → 17.84.                                                                      net 25 − 36.99 − 17.84 = −29.83
 *  Feb: sale B at 2026-03-01T03:00Z (28 Feb 22:00 in New York) — items 40, taxes 3.20; payment 2; cost 50:
 *       −12; a 9.95 store fee (no category: 'Fees'); 18.40 of mileage typed as a transaction. net −40.35
 *  Mar: nothing (sale B is March in UTC).                                                net 0
 *  Apr: sale C — items 25, other revenue −2.50, other cost 5: 17.50; a 4.00 refund tied to no sale; 5.00
 *       of other income; a 200 payout (moving money, not profit); trip 10 mi × 0.725 = 7.25.
 *       sales profit 22.50 − 4 − 5 = 13.50.                                            net 13.50 + 5 − 7.25 = 11.25
 *  Total: gross 172.50, refunds 19, cost of goods 100, selling costs 27, sales profit 26.50, other income 5,
 *       expenses 46.94, mileage 57.49, net −72.93.
 */
beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await writeTeamSettings(t.database.db, alice.teamId, { time_zone: 'America/New_York' });
  const product = await create(alice, 'products', { name: 'Pixel' });
  const item = (cost: string) =>
    create(alice, 'inventory-items', { product_id: product, cost, received_at: '2025-11-01T12:00:00Z' });
  const [i1, i2, i3] = [await item('30.00'), await item('20.00'), await item('50.00')];
  const saleA = await create(alice, 'sales', {
    sold_at: '2026-01-20T12:00:00Z',
    revenue_subtotal: '100',
    revenue_shipping: '10',
    revenue_taxes: '8',
    cost_commission: '13',
    cost_shipping: '7',
    inventory_item_ids: [i1, i2],
  });
  await create(alice, 'sales', {
    sold_at: '2026-03-01T03:00:00Z',
    revenue_subtotal: '40',
    revenue_taxes: '3.20',
    cost_payment: '2',
    inventory_item_ids: [i3],
  });
  await create(alice, 'sales', {
    sold_at: '2026-04-10T12:00:00Z',
    revenue_subtotal: '25',
    revenue_other: '-2.50',
    cost_other: '5',
  });
  // Outside the range on both sides: never counted.
  await create(alice, 'sales', { sold_at: '2026-05-01T05:00:00Z', revenue_subtotal: '999' });
  const money = (type: string, occurred_at: string, amount: string, description: string, more = {}) =>
    create(alice, 'transactions', { type, occurred_at, amount, description, ...more });
  await money('refund', '2026-02-05T00:00:00Z', '15.00', 'Partial refund', { sale_id: saleA });
  await money('expense', '2026-01-05T15:00:00Z', '12.00', 'Tape', { category: 'Shipping supplies' });
  await money('expense', '2026-02-01T03:00:00Z', '24.99', 'Mailers', { category: 'Shipping supplies' });
  await money('fee', '2026-02-10T15:00:00Z', '9.95', 'Store subscription');
  await money('mileage', '2026-02-15T15:00:00Z', '18.40', 'Post office (typed by hand)');
  await money('refund', '2026-04-21T15:00:00Z', '4.00', 'Goodwill refund');
  await money('income', '2026-04-22T15:00:00Z', '5.00', 'Cashback');
  await money('payout', '2026-04-23T15:00:00Z', '200.00', 'eBay payout');
  await money('expense', '2026-05-01T12:00:00Z', '1000.00', 'After the range');
  await create(alice, 'mileage-rates', { country: 'US', starts_on: '2026-01-01', rate_per_mile: '0.725' });
  const trip = (trip_date: string, miles: string) =>
    create(alice, 'mileage-trips', { trip_date, purpose: 'Sourcing', miles });
  await trip('2025-12-31', '20');
  await trip('2026-01-12', '24.6');
  await trip('2026-04-02', '10');
  await trip('2026-05-01', '300');
  // Bob's money never reaches alice's report.
  await create(bob, 'transactions', {
    type: 'expense',
    occurred_at: '2026-01-10T12:00:00Z',
    amount: '77.00',
    description: 'Bob',
  });
  await create(bob, 'mileage-trips', { trip_date: '2026-01-10', purpose: 'Bob', miles: '50' });
});
afterAll(() => t.close());

const get = (caller: Caller, query: string) => caller.get(`/api/reports/profit-and-loss?${query}`);
const sum = (values: string[]) => values.reduce((total, value) => total + Math.round(Number(value) * 100), 0);

describe('GET /api/reports/profit-and-loss', () => {
  it('answers each month and the total, to the cent, in the team’s time zone', async () => {
    const response = await get(alice, RANGE);
    expect(response.statusCode, response.body).toBe(200);
    const body = profitAndLossResponseSchema.parse(response.json());
    expect(body.time_zone).toBe('America/New_York');
    expect(body.months.map((month) => [month.month, month.net_profit])).toEqual([
      ['2025-12', '-14.00'],
      ['2026-01', '-29.83'],
      ['2026-02', '-40.35'],
      ['2026-03', '0.00'],
      ['2026-04', '11.25'],
    ]);
    expect(body.months[1]).toMatchObject({
      sales: 1,
      item_sales: '100.00',
      shipping_income: '10.00',
      gross_sales: '110.00',
      marketplace_taxes: '8.00',
      refunds: '15.00',
      cost_of_goods: '50.00',
      commission: '13.00',
      shipping_labels: '7.00',
      selling_costs: '20.00',
      sales_profit: '25.00',
      expenses: '36.99',
      expenses_by_category: [{ category: 'Shipping supplies', amount: '36.99' }],
      mileage: '17.84',
      miles: '24.6',
    });
    expect(body.months[2]).toMatchObject({ sales: 1, sales_profit: '-12.00', mileage: '18.40', expenses: '9.95' });
    expect(body.months[4]).toMatchObject({
      refunds: '4.00',
      other_revenue: '-2.50',
      other_income: '5.00',
      mileage: '7.25',
    });
    expect(body.total).toEqual({
      sales: 3,
      item_sales: '165.00',
      shipping_income: '10.00',
      other_revenue: '-2.50',
      gross_sales: '172.50',
      marketplace_taxes: '11.20',
      refunds: '19.00',
      cost_of_goods: '100.00',
      commission: '13.00',
      payment_fees: '2.00',
      shipping_labels: '7.00',
      other_sale_costs: '5.00',
      selling_costs: '27.00',
      sales_profit: '26.50',
      other_income: '5.00',
      expenses: '46.94',
      expenses_by_category: [
        { category: 'Shipping supplies', amount: '36.99' },
        { category: 'Fees', amount: '9.95' },
      ],
      mileage: '57.49',
      miles: '54.6',
      net_profit: '-72.93',
    });
    expect(body.expense_categories).toEqual(['Shipping supplies', 'Fees']);
  });

  it('nets every sale’s profit less every expense and mile, read from the lists themselves', async () => {
    const between = { gte: '2025-12-01T05:00:00.000Z', lt: '2026-05-01T04:00:00.000Z' }; // New York's months
    const list = async (resource: string, filter: object) =>
      (await alice.get(`/api/v2/${resource}?limit=500&where=${encodeURIComponent(JSON.stringify(filter))}`)).json()
        .rows;
    const sales = await list('sales', { sold_at: between });
    const money = await list('transactions', { occurred_at: between });
    const trips = await list('mileage-trips', { trip_date: { gte: '2025-12-01', lt: '2026-05-01' } });
    const ofType = (...types: string[]) =>
      money.filter((row: { type: string }) => types.includes(row.type)).map((row: { amount: string }) => row.amount);
    // A sale's own profit is before its refunds, which are transactions of their own.
    const expected =
      sum(sales.map((sale: { profit: string }) => sale.profit)) -
      sum(ofType('refund')) +
      sum(ofType('income')) -
      sum(ofType('expense', 'fee')) -
      sum(ofType('mileage')) -
      sum(trips.map((trip: { amount: string }) => trip.amount));
    const body = (await get(alice, RANGE)).json();
    expect(sum([body.total.net_profit])).toBe(expected);
    expect(sum(body.months.map((month: { net_profit: string }) => month.net_profit))).toBe(expected);
    expect(sales).toHaveLength(3);
    expect(trips).toHaveLength(3);
  });

  it('sums the same months per calendar quarter or year, each named by its first month', async () => {
    const byQuarter = profitAndLossResponseSchema.parse((await get(alice, `${RANGE}&group=quarter`)).json());
    expect(byQuarter.months.map((period) => [period.month, period.sales, period.net_profit])).toEqual([
      ['2025-10', 0, '-14.00'],
      ['2026-01', 2, '-70.18'],
      ['2026-04', 1, '11.25'],
    ]);
    expect(byQuarter.months[1]!.expenses_by_category).toEqual([
      { category: 'Shipping supplies', amount: '36.99' },
      { category: 'Fees', amount: '9.95' },
    ]);
    expect(byQuarter.total.net_profit).toBe('-72.93');
    const byYear = (await get(alice, `${RANGE}&group=year`)).json();
    expect(
      byYear.months.map((period: { month: string; net_profit: string }) => [period.month, period.net_profit]),
    ).toEqual([
      ['2025-01', '-14.00'],
      ['2026-01', '-58.93'],
    ]);
    expect((await get(alice, `${RANGE}&group=week`)).json().fieldErrors.group).toMatch(/month, quarter or year/);
  });

  it('prints the statement as a landscape PDF, by month or by quarter', async () => {
    const response = await alice.get(`/api/reports/profit-and-loss.pdf?${RANGE}&group=quarter`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="profit-and-loss-2025-12-2026-04-by-quarter.pdf"',
    );
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe('Profit and loss');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
    const twoYears = await alice.get('/api/reports/profit-and-loss.pdf?from=2025-01&to=2026-12');
    expect(twoYears.statusCode).toBe(200);
  });

  it('moves a sale to the month of the team’s time zone', async () => {
    await writeTeamSettings(t.database.db, alice.teamId, { time_zone: 'UTC' });
    try {
      const body = (await get(alice, 'from=2026-02&to=2026-03')).json();
      // In UTC sale B (2026-03-01T03:00Z) and the mailers (2026-02-01T03:00Z) leave the New York months.
      expect(body.months.map((month: { month: string; sales: number }) => [month.month, month.sales])).toEqual([
        ['2026-02', 0],
        ['2026-03', 1],
      ]);
      expect(body.months[0].expenses).toBe('34.94');
    } finally {
      await writeTeamSettings(t.database.db, alice.teamId, { time_zone: 'America/New_York' });
    }
  });

  it('keeps each team to its own money', async () => {
    const body = (await get(bob, 'from=2026-01&to=2026-01')).json();
    expect(body.total).toMatchObject({ sales: 0, expenses: '77.00', mileage: '35.00', net_profit: '-112.00' });
  });

  it('refuses bad parameters with a message on each field', async () => {
    const missing = await get(alice, '');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors ?? {}).sort()).toEqual(['from', 'to']);
    const badMonth = await get(alice, 'from=2026-13&to=2026-04');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().fieldErrors.from).toMatch(/month like 2026-04/);
    const backwards = await get(alice, 'from=2026-05&to=2026-04');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ from: 'from must not be after to' });
    expect((await get(alice, 'from=2000-01&to=2026-04')).json().fieldErrors.from).toMatch(/at most 120 months/);
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/profit-and-loss?${RANGE}` })).statusCode).toBe(401);
  });
});
