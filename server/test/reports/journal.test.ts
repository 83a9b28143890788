import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalResponseSchema, profitAndLossResponseSchema, type JournalResponse } from '@flipstack/contract';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller; // America/Los_Angeles
let bob: Caller;

/*
 * Hand-computed fixture (alice, days in Los Angeles time), journal of February and March 2026:
 *  20 Jan: a lot of three units, 90 + 10 shipping, split 33.34 / 33.33 / 33.33 (January: before the range).
 *  3 Feb: tape 12.00 (Shipping supplies). 10 Feb: sale A of two lot units (66.67) — items 150, shipping 12,
 *  taxes 9 (left out); commission 19.50, payment 4.80, label 8.25; its 20.00 refund of 5 Mar counts on its
 *  day. 14 Feb: a second lot, one unit of 40.00. 20 Feb: software 29.99.
 *  2 Mar: mailers 24.99 (Shipping supplies). 9 Mar: a trip of 18.4 mi at 0.70 = 12.88. 10 Mar: a 9.95 fee
 *  (no category: Fees). 12 Mar: a 5.00 refund tied to no sale. 15 Mar: 3.00 cashback. 16 Mar: a 100.00
 *  payout. 31 Mar 23:30 (1 Apr 06:30 UTC): sale B of the last lot unit (33.33) — items 60, other revenue
 *  −1.50, other cost 2.00.
 *  Net profit: 42.78 + 23.17 − 5 + 3 − 76.93 − 12.88 = −25.86.
 */
beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await writeTeamSettings(t.database.db, alice.teamId, { time_zone: 'America/Los_Angeles' });
  const product = await create(alice, 'products', { name: 'Camera' });
  const lot = (purchased_at: string, subtotal: string, shipping: string, units: number) =>
    alice.post('/api/v2/purchases', {
      purchased_at,
      subtotal,
      shipping,
      items: Array.from({ length: units }, () => ({ product_id: product })),
    });
  const lotAnswer = await lot('2026-01-20T20:00:00Z', '90.00', '10.00', 3);
  expect(lotAnswer.statusCode, lotAnswer.body).toBe(201);
  await lot('2026-02-14T18:00:00Z', '40.00', '0', 1);
  const units = (await alice.get(`/api/v2/inventory-items?order_by=id&limit=10`)).json().rows as {
    id: number;
    cost: string;
  }[];
  expect(units.map((unit) => unit.cost)).toEqual(['33.34', '33.33', '33.33', '40.00']);
  const [u1, u2, u3] = units.map((unit) => unit.id);
  const saleA = await create(alice, 'sales', {
    sold_at: '2026-02-10T20:00:00Z',
    revenue_subtotal: '150',
    revenue_shipping: '12',
    revenue_taxes: '9',
    cost_commission: '19.50',
    cost_payment: '4.80',
    cost_shipping: '8.25',
    inventory_item_ids: [u1, u2],
  });
  await create(alice, 'sales', {
    sold_at: '2026-04-01T06:30:00Z',
    revenue_subtotal: '60',
    revenue_other: '-1.50',
    cost_other: '2.00',
    inventory_item_ids: [u3],
  });
  await create(alice, 'sales', { sold_at: '2026-04-01T08:00:00Z', revenue_subtotal: '999' });
  const money = (type: string, occurred_at: string, amount: string, description: string, more = {}) =>
    create(alice, 'transactions', { type, occurred_at, amount, description, ...more });
  await money('expense', '2026-02-03T18:00:00Z', '12.00', 'Tape', { category: 'Shipping supplies' });
  await money('refund', '2026-03-05T18:00:00Z', '20.00', 'Partial refund', { sale_id: saleA });
  await money('expense', '2026-02-20T18:00:00Z', '29.99', 'Listing tool', { category: 'Software and subscriptions' });
  await money('expense', '2026-03-02T18:00:00Z', '24.99', 'Mailers', { category: 'Shipping supplies' });
  await money('fee', '2026-03-10T18:00:00Z', '9.95', 'Store subscription');
  await money('refund', '2026-03-12T18:00:00Z', '5.00', 'Goodwill refund');
  await money('income', '2026-03-15T18:00:00Z', '3.00', 'Cashback');
  await money('payout', '2026-03-16T18:00:00Z', '100.00', 'eBay payout');
  // 31 Jan in Los Angeles, 1 Feb in UTC: January's.
  await money('expense', '2026-02-01T07:30:00Z', '50.00', 'Shelving', { category: 'Storage' });
  await create(alice, 'mileage-trips', { trip_date: '2026-03-09', purpose: 'Post office', miles: '18.4' });
  await create(bob, 'transactions', {
    type: 'expense',
    occurred_at: '2026-02-10T12:00:00Z',
    amount: '77.00',
    description: 'Bob',
  });
});
afterAll(() => t.close());

const RANGE = 'from=2026-02&to=2026-03';
const cents = (value: string) => Math.round(Number(value) * 100);
function groupBy<T>(values: T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return groups;
}
const sumCents = (values: string[]) => values.reduce((total, value) => total + (value ? cents(value) : 0), 0);

async function journalOf(caller: Caller, query: string): Promise<JournalResponse> {
  const response = await caller.get(`/api/reports/journal?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return journalResponseSchema.parse(response.json());
}

async function netProfitOf(caller: Caller, query: string): Promise<string> {
  const response = await caller.get(`/api/reports/profit-and-loss?${query}`);
  return profitAndLossResponseSchema.parse(response.json()).total.net_profit;
}

describe('GET /api/reports/journal', () => {
  it('balances every day’s entry to the cent and puts a sale at 23:30 on the last day in the range', async () => {
    const journal = await journalOf(alice, RANGE);
    expect(journal.time_zone).toBe('America/Los_Angeles');
    expect(journal.entries.map((entry) => entry.date)).toEqual([
      '2026-02-03',
      '2026-02-10',
      '2026-02-14',
      '2026-02-20',
      '2026-03-02',
      '2026-03-09',
      '2026-03-10',
      '2026-03-12',
      '2026-03-15',
      '2026-03-16',
      '2026-03-31',
    ]);
    for (const entry of journal.entries) {
      const debits = sumCents(entry.lines.map((line) => line.debit));
      expect(debits, entry.date).toBeGreaterThan(0);
      expect(debits, entry.date).toBe(sumCents(entry.lines.map((line) => line.credit)));
    }
    const lastDay = journal.entries.at(-1)!;
    expect(lastDay).toMatchObject({ number: 'FS-20260331', narration: 'Flipstack daily summary 2026-03-31' });
    expect(lastDay.lines.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['Marketplace clearing', '56.50', '0.00'],
      ['Sales', '0.00', '60.00'],
      ['Other sales income', '1.50', '0.00'],
      ['Other selling costs', '2.00', '0.00'],
      ['Cost of goods sold', '33.33', '0.00'],
      ['Inventory', '0.00', '33.33'],
    ]);
  });

  it('totals each account to the cent, and its net profit is the profit and loss report’s', async () => {
    const journal = await journalOf(alice, RANGE);
    const totals = Object.fromEntries(journal.accounts.map(({ account, debit, credit }) => [account, [debit, credit]]));
    expect(totals).toEqual({
      'Marketplace clearing': ['165.95', '105.00'],
      Sales: ['0.00', '210.00'],
      'Shipping income': ['0.00', '12.00'],
      'Other sales income': ['1.50', '0.00'],
      'Refunds and returns': ['25.00', '0.00'],
      'Selling fees': ['24.30', '0.00'],
      'Shipping labels': ['8.25', '0.00'],
      'Other selling costs': ['2.00', '0.00'],
      'Cost of goods sold': ['100.00', '0.00'],
      Inventory: ['40.00', '100.00'],
      Fees: ['9.95', '0.00'],
      'Shipping supplies': ['36.99', '0.00'],
      'Software and subscriptions': ['29.99', '0.00'],
      'Other income': ['0.00', '3.00'],
      'Car and truck expenses (mileage)': ['12.88', '0.00'],
      "Owner's funds": ['0.00', '12.88'],
      Bank: ['103.00', '116.93'],
    });
    expect(journal.net_profit).toBe('-25.86');
    expect(journal.net_profit).toBe(await netProfitOf(alice, RANGE));
    const pl = journal.accounts.filter((account) => account.is_profit_and_loss);
    expect(sumCents(pl.map((account) => account.credit)) - sumCents(pl.map((account) => account.debit))).toBe(-2586);
  });

  it('books a lot in the month it was bought and its cost of goods in the month its units sold', async () => {
    const january = await journalOf(alice, 'from=2026-01&to=2026-01');
    const inventory = january.accounts.find((account) => account.account === 'Inventory');
    expect(inventory).toMatchObject({ debit: '100.00', credit: '0.00' });
    expect(january.accounts.find((account) => account.account === 'Storage')).toMatchObject({ debit: '50.00' });
    expect(january.net_profit).toBe('-50.00');
    expect(january.net_profit).toBe(await netProfitOf(alice, 'from=2026-01&to=2026-01'));
    const april = await journalOf(alice, 'from=2026-04&to=2026-04');
    expect(april.net_profit).toBe('999.00');
    expect(april.net_profit).toBe(await netProfitOf(alice, 'from=2026-04&to=2026-04'));
  });

  it('writes QuickBooks Online’s journal entry import, which reads back balanced', async () => {
    const response = await alice.get(`/api/reports/journal?${RANGE}&format=quickbooks`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="journal-2026-02-2026-03-quickbooks.csv"',
    );
    const [header, ...rows]: string[][] = parse(response.body);
    expect(header).toEqual(['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name']);
    const byEntry = groupBy(rows, (row) => row[0]!);
    expect(byEntry.size).toBe(11);
    for (const [number, lines] of byEntry) {
      expect(new Set(lines.map((line) => line[1])).size, number).toBe(1);
      expect(sumCents(lines.map((line) => line[3]!)), number).toBe(sumCents(lines.map((line) => line[4]!)));
      expect(
        lines.every((line) => (line[3] === '') !== (line[4] === '')),
        number,
      ).toBe(true);
    }
    expect(byEntry.get('FS-20260331')![0]).toEqual([
      'FS-20260331',
      '03/31/2026',
      'Marketplace clearing',
      '56.50',
      '',
      '1 sale',
      '',
    ]);
    expect(rows.find((row) => row[2] === 'Shipping supplies' && row[1] === '02/03/2026')).toEqual([
      'FS-20260203',
      '02/03/2026',
      'Shipping supplies',
      '12.00',
      '',
      'Tape',
      '',
    ]);
  });

  it('writes Xero’s manual journal import, debits positive and credits negative, which reads back balanced', async () => {
    const response = await alice.get(`/api/reports/journal?${RANGE}&format=xero`);
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows]: string[][] = parse(response.body);
    expect(header).toEqual([
      'Narration',
      'Date',
      'Description',
      'AccountCode',
      'TaxRate',
      'Amount',
      'TrackingName1',
      'TrackingOption1',
      'TrackingName2',
      'TrackingOption2',
    ]);
    const byJournal = groupBy(rows, (row) => `${row[0]}|${row[1]}`);
    expect(byJournal.size).toBe(11);
    for (const [journal, lines] of byJournal) expect(sumCents(lines.map((line) => line[5]!)), journal).toBe(0);
    expect(rows.filter((row) => row[1] === '31/03/2026').map((row) => [row[2], row[3], row[5]])).toEqual([
      ['Marketplace clearing: 1 sale', '615', '56.50'],
      ['Sales: 1 sale', '200', '-60.00'],
      ['Other sales income: 1 sale', '220', '1.50'],
      ['Other selling costs: 1 sale', '330', '2.00'],
      ['Cost of goods sold: 1 sale', '310', '33.33'],
      ['Inventory: 1 sale', '630', '-33.33'],
    ]);
    expect(rows.every((row) => row[4] === 'Tax Exempt')).toBe(true);
  });

  it('answers 400 with field messages for a range backwards, a bad month or an unknown format', async () => {
    const backwards = await alice.get('/api/reports/journal?from=2026-03&to=2026-02');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ from: 'from must not be after to' });
    const format = await alice.get(`/api/reports/journal?${RANGE}&format=csv`);
    expect(format.statusCode).toBe(400);
    expect(format.json().fieldErrors).toEqual({ format: 'Choose quickbooks or xero' });
    const month = await alice.get('/api/reports/journal?from=2026-13&to=2026-12');
    expect(month.statusCode).toBe(400);
    expect(Object.keys(month.json().fieldErrors)).toEqual(['from']);
  });

  it('keeps each team to its own books', async () => {
    const journal = await journalOf(bob, RANGE);
    expect(journal.accounts.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['Uncategorized', '77.00', '0.00'],
      ['Bank', '0.00', '77.00'],
    ]);
  });
});
