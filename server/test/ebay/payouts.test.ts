import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayPayout, EbayPayoutDetail, EbayPayoutsResponse } from '@flipstack/contract';
import type { FinanceTransaction } from '../../src/integrations/ebay/ebay-types.ts';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually, saleOfOrder } from '../helpers/ebay.ts';
import { sampleOrder } from '../helpers/ebay-sample-order.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { payoutOf } from '../helpers/fake-ebay-payouts.ts';
import { saleTransaction } from '../helpers/fake-ebay-transactions.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let alice: Caller;
let bob: Caller;

const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
let serial = 0;
const next = () => (serial += 1);
function newOrder({ imported = true } = {}) {
  const n = next();
  const order = sampleOrder({
    orderId: `64-00000-${String(n).padStart(5, '0')}`,
    creationDate: ago(120_000),
    lastModifiedDate: ago(60_000),
    sku: `PAYOUTS-${n}`,
  });
  if (imported) fake.orders.push(order);
  return order;
}
const posting = (at = ago(DAY_MS)) => ({ transactionId: `PO-${next()}`, transactionDate: at });
function label(orderId: string, value: string): FinanceTransaction {
  return {
    ...posting(),
    orderId,
    transactionType: 'SHIPPING_LABEL',
    bookingEntry: 'DEBIT',
    amount: { value, currency: 'USD' },
  };
}
/** A payout of these transactions on eBay, dated `at`. */
function pay(transactions: FinanceTransaction[], extra: Partial<Parameters<typeof payoutOf>[1]> = {}) {
  fake.transactions.push(...transactions.filter((one) => !fake.transactions.includes(one)));
  const payout = payoutOf(transactions, {
    payoutId: `600${String(next()).padStart(7, '0')}`,
    payoutDate: ago(60_000),
    ...extra,
  });
  fake.payouts.push(payout);
  return payout;
}
const payoutRow = async (payoutId: string, caller = alice) =>
  (await caller.get('/api/ebay/payouts?limit=200'))
    .json<EbayPayoutsResponse>()
    .rows.find((row) => row.payout_id === payoutId);
const payoutReads = () => fake.requests.filter((line) => line.startsWith('GET /sell/finances/v1/payout')).length;
/** Waits for two more reads of getPayouts: one sync that began after now has finished its read. */
async function aSyncLater() {
  const before = payoutReads();
  await eventually(async () => payoutReads() >= before + 2, 8000);
}

beforeAll(async () => {
  fake = await startFakeEbay();
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 1, payoutsPageLimit: 2 }));
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await connectEbay(t, alice, fake);
  await writeTeamSettings(t.database.db, alice.teamId, { time_zone: 'Pacific/Kiritimati' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('GET /api/ebay/payouts', () => {
  it('a payout of a sale and its label adds up to the cent, and each transaction leads to its order and sale', async () => {
    const order = newOrder();
    const sale = saleTransaction(order, posting());
    const payout = pay([sale, label(order.orderId, '7.10')]);
    const row = await eventually(() => payoutRow(payout.payoutId), 8000);
    expect(row).toMatchObject({
      status: 'SUCCEEDED',
      amount: '40.52', // 47.62 for the sale less the 7.10 label
      currency: 'USD',
      transaction_count: 2,
      transactions_read: 2,
      reconciled: '40.52',
      difference: '0.00',
      instrument: 'Checking ••6789',
      flags: [],
    });
    const saleRow = await eventually(() => saleOfOrder(alice, order.orderId), 8000);
    const detail = (await alice.get(`/api/ebay/payouts/${row.id}`)).json<EbayPayoutDetail>();
    expect(
      detail.transactions.map((one) => [one.transaction_type, one.amount, one.order_id, one.sale_id, one.reason]),
    ).toEqual(
      expect.arrayContaining([
        ['SALE', '47.62', order.orderId, saleRow['id'], null],
        ['SHIPPING_LABEL', '-7.10', order.orderId, saleRow['id'], null],
      ]),
    );
    expect(detail.transactions.every((one) => one.ebay_order_id !== null)).toBe(true);
  });

  it('a payout whose amount is not what its transactions pay is flagged with both sums', async () => {
    const order = newOrder();
    const payout = pay([saleTransaction(order, posting())], { amount: { value: '45.62', currency: 'USD' } });
    const row = await eventually(() => payoutRow(payout.payoutId), 8000);
    expect([row.reconciled, row.difference]).toEqual(['47.62', '-2.00']);
    expect(row.flags).toEqual(['Its transactions add up to 47.62 USD, not the 45.62 USD eBay paid.']);
  });

  it('a payout holding a sale of an order not in Flipstack, or more transactions than were read, is flagged', async () => {
    const missing = newOrder({ imported: false });
    const payout = pay([saleTransaction(missing, posting())]);
    const row = await eventually(() => payoutRow(payout.payoutId), 8000);
    expect([row.difference, row.flags]).toEqual([
      '0.00',
      ['A sale or refund in it belongs to an order Flipstack has not imported.'],
    ]);
    const detail = (await alice.get(`/api/ebay/payouts/${row.id}`)).json<EbayPayoutDetail>();
    expect(detail.transactions).toMatchObject([
      {
        order_id: missing.orderId,
        ebay_order_id: null,
        sale_id: null,
        reason: expect.stringMatching(/not in Flipstack/),
      },
    ]);

    const counted = pay([saleTransaction(newOrder(), posting())], { transactionCount: 3 });
    const short = await eventually(() => payoutRow(counted.payoutId), 8000);
    expect(short.flags).toEqual([
      'eBay counts 3 transactions in this payout and Flipstack has read 1; the next sync reads the rest.',
    ]);
  });

  it('a payout holding the sale of an order whose sale was deleted in Flipstack is flagged', async () => {
    const order = newOrder();
    const sale = await eventually(() => saleOfOrder(alice, order.orderId), 8000);
    const deleted = await alice.delete(`/api/v2/sales/${String(sale['id'])}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const payout = pay([saleTransaction(order, posting())]);
    const row = await eventually(() => payoutRow(payout.payoutId), 8000);
    expect(row.flags).toEqual(['A sale or refund in it belongs to an order with no sale in Flipstack.']);
    const detail = (await alice.get(`/api/ebay/payouts/${row.id}`)).json<EbayPayoutDetail>();
    expect(detail.transactions).toMatchObject([
      { order_id: order.orderId, sale_id: null, reason: expect.stringMatching(/no sale in Flipstack/) },
    ]);
  });

  it("a payout in another currency than the team's is flagged, though its transactions add up", async () => {
    const order = newOrder();
    const sale = saleTransaction(order, posting());
    sale.amount = { value: '44.10', currency: 'EUR' };
    const payout = pay([sale]);
    const row = await eventually(() => payoutRow(payout.payoutId), 8000);
    expect([row.amount, row.currency, row.difference]).toEqual(['44.10', 'EUR', '0.00']);
    expect(row.flags).toEqual(["Paid in EUR, while Flipstack books the team's sales in USD."]);
  });

  it('a sync again changes nothing, and a status eBay moves on is updated in place', async () => {
    const order = newOrder();
    const payout = pay([saleTransaction(order, posting()), label(order.orderId, '6.40')], {
      payoutStatus: 'INITIATED',
    });
    const first = await eventually(async () => {
      const row = await payoutRow(payout.payoutId);
      return row?.transactions_read === 2 && row;
    }, 8000);
    expect(first.status).toBe('INITIATED');
    await aSyncLater();
    expect(await payoutRow(payout.payoutId)).toEqual(first);

    payout.payoutStatus = 'SUCCEEDED';
    const moved = await eventually(async () => {
      const row = await payoutRow(payout.payoutId);
      return row?.status === 'SUCCEEDED' && row;
    }, 8000);
    expect(moved).toEqual({ ...first, status: 'SUCCEEDED' });
    const all = (await alice.get('/api/ebay/payouts?limit=200')).json<EbayPayoutsResponse>();
    expect(all.rows.filter((row) => row.payout_id === payout.payoutId)).toHaveLength(1);
  });

  it('reads every page of getPayouts, and pages its own list in the database', async () => {
    const made = [0, 1, 2, 3, 4].map((day) =>
      pay([saleTransaction(newOrder(), posting(ago((day + 2) * DAY_MS)))], { payoutDate: ago((day + 1) * DAY_MS) }),
    );
    await eventually(async () => {
      const rows = (await alice.get('/api/ebay/payouts?limit=200')).json<EbayPayoutsResponse>().rows;
      return made.every((payout) => rows.some((row) => row.payout_id === payout.payoutId && row.flags.length === 0));
    }, 8000);
    // The app asks 2 a page (payoutsPageLimit), so eBay's later pages were read.
    expect(
      fake.requests.some((line) => line.startsWith('GET /sell/finances/v1/payout') && line.includes('offset=4')),
    ).toBe(true);
    const total = (await alice.get('/api/ebay/payouts?limit=1')).json<EbayPayoutsResponse>().total;
    const pages: EbayPayout[][] = [];
    for (let offset = 0; offset < total; offset += 2)
      pages.push((await alice.get(`/api/ebay/payouts?limit=2&offset=${offset}`)).json<EbayPayoutsResponse>().rows);
    const ids = pages.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(total);
    const dates = pages.flat().map((row) => row.payout_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("from and to take whole days of the team's time zone; a bad day is a 400 naming the field", async () => {
    // 11:00 UTC ten days ago is 01:00 the next day at UTC+14 (the team's zone, set above).
    const utcDay = ago(10 * DAY_MS).slice(0, 10);
    const localDay = new Date(Date.parse(`${utcDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    const payout = pay([saleTransaction(newOrder(), posting(ago(12 * DAY_MS)))], {
      payoutDate: `${utcDay}T11:00:00.000Z`,
    });
    const row = await eventually(() => payoutRow(payout.payoutId), 8000);
    expect(row.payout_day).toBe(localDay);
    const on = (await alice.get(`/api/ebay/payouts?from=${localDay}&to=${localDay}`)).json<EbayPayoutsResponse>();
    expect(on.rows.map((one) => one.payout_id)).toContain(payout.payoutId);
    const off = (await alice.get(`/api/ebay/payouts?from=${utcDay}&to=${utcDay}`)).json<EbayPayoutsResponse>();
    expect(off.rows.map((one) => one.payout_id)).not.toContain(payout.payoutId);

    const bad = await alice.get('/api/ebay/payouts?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('from');
    const reversed = await alice.get('/api/ebay/payouts?from=2026-05-02&to=2026-05-01');
    expect([reversed.statusCode, Object.keys(reversed.json().fieldErrors)]).toEqual([400, ['to']]);
  });

  it('another team sees none of the payouts, and one of them answers 404', async () => {
    const payout = pay([saleTransaction(newOrder(), posting())]);
    const row = await eventually(() => payoutRow(payout.payoutId), 8000);
    expect((await bob.get('/api/ebay/payouts')).json()).toEqual({ rows: [], total: 0 });
    expect((await bob.get(`/api/ebay/payouts/${row.id}`)).statusCode).toBe(404);
  });
});

describe("the local eBay's getPayouts, as documented", () => {
  const ask = (query: string) =>
    fetch(`${fake.url}/sell/finances/v1/payout?${query}`, {
      headers: { authorization: `Bearer ${fake.accessToken()}` },
    });

  it('answers 204 when nothing matches, and its 400 errors for a bad limit, status or date', async () => {
    const none = await ask(
      `filter=${encodeURIComponent('payoutDate:[2001-01-01T00:00:00.000Z..2001-01-02T00:00:00.000Z]')}`,
    );
    expect([none.status, await none.text()]).toEqual([204, '']);
    const codes = async (query: string) => {
      const answer = await ask(query);
      return [answer.status, ((await answer.json()) as { errors: { errorId: number }[] }).errors[0]!.errorId];
    };
    expect(await codes('limit=201')).toEqual([400, 135003]);
    expect(await codes(`filter=${encodeURIComponent('payoutStatus:{PAID}')}`)).toEqual([400, 135002]);
    expect(await codes(`filter=${encodeURIComponent('payoutDate:[yesterday..]')}`)).toEqual([400, 135004]);
  });

  it('filters by status and gives a payout its transactions through the payoutId filter', async () => {
    const order = newOrder();
    const payout = pay([saleTransaction(order, posting()), label(order.orderId, '3.00')], { payoutStatus: 'REVERSED' });
    const answer = await ask(`filter=${encodeURIComponent('payoutStatus:{REVERSED}')}`);
    const body = (await answer.json()) as { payouts: { payoutId: string }[] };
    expect(body.payouts.map((one) => one.payoutId)).toContain(payout.payoutId);
    const paid = await fetch(
      `${fake.url}/sell/finances/v1/transaction?filter=${encodeURIComponent(`payoutId:{${payout.payoutId}}`)}`,
      { headers: { authorization: `Bearer ${fake.accessToken()}` } },
    );
    const transactions = ((await paid.json()) as { transactions: FinanceTransaction[] }).transactions;
    expect(transactions.map((one) => [one.transactionType, one.payoutId])).toEqual(
      expect.arrayContaining([
        ['SALE', payout.payoutId],
        ['SHIPPING_LABEL', payout.payoutId],
      ]),
    );
  });
});

describe("a seller's eBay account deleted", () => {
  it('takes their bank account off their payouts and keeps the payouts', async () => {
    const payout = pay([saleTransaction(newOrder(), posting())]);
    const before = await eventually(() => payoutRow(payout.payoutId), 8000);
    expect(before.instrument).toBe('Checking ••6789');
    const body = JSON.stringify({
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: { data: { username: fake.options.user.username, userId: fake.options.user.userId } },
    });
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/ebay/account-deletion',
      headers: { 'content-type': 'application/json', 'x-ebay-signature': fake.signNotification(body) },
      payload: body,
    });
    expect(notice.statusCode, notice.body).toBe(204);
    expect(await payoutRow(payout.payoutId)).toEqual({ ...before, instrument: null });
  });
});
