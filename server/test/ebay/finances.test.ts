import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceTransaction } from '../../src/integrations/ebay/ebay-types.ts';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually } from '../helpers/ebay.ts';
import { sampleOrder } from '../helpers/ebay-sample-order.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let alice: Caller;

const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
let serial = 0;
function newOrder(modifiedAgo = 1000) {
  serial += 1;
  const order = sampleOrder({
    orderId: `71-00000-${String(serial).padStart(5, '0')}`,
    creationDate: ago(modifiedAgo + 60_000),
    lastModifiedDate: ago(modifiedAgo),
    sku: `FINANCES-${serial}`,
  });
  fake.orders.push(order);
  return order;
}
let transaction = 0;
/** A Finances transaction as getTransactions answers it. */
function post(values: Partial<FinanceTransaction> & Pick<FinanceTransaction, 'transactionType'>) {
  transaction += 1;
  fake.transactions.push({
    transactionId: `FIN-${transaction}`,
    transactionDate: ago(0),
    bookingEntry: 'DEBIT',
    amount: { value: '0.00', currency: 'USD' },
    ...values,
  });
}
const usd = (value: string) => ({ value, currency: 'USD' });
const saleOf = async (orderId: string) =>
  (await alice.get(`/api/v2/sales?${where({ order_number: orderId })}`)).json().rows[0] as
    Record<string, unknown> | undefined;

beforeAll(async () => {
  fake = await startFakeEbay();
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 1 }));
  [alice] = (await signedInTeams(t, 1)) as [Caller];
  await connectEbay(t, alice, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('labels and ad fees from Finances', () => {
  it('labels, a voided label and an ad fee posted after the order last changed reach its sale', async () => {
    const order = newOrder();
    await eventually(() => saleOf(order.orderId), 8000);
    // The order does not change again; Finances posts its costs later.
    post({ transactionType: 'SALE', orderId: order.orderId, bookingEntry: 'CREDIT', amount: usd('47.62') });
    post({ transactionType: 'SHIPPING_LABEL', orderId: order.orderId, amount: usd('7.10') });
    post({ transactionType: 'SHIPPING_LABEL', orderId: order.orderId, amount: usd('8.45') });
    post({ transactionType: 'SHIPPING_LABEL', orderId: order.orderId, amount: usd('8.45'), bookingEntry: 'CREDIT' });
    post({
      transactionType: 'NON_SALE_CHARGE',
      feeType: 'AD_FEE',
      amount: usd('3.20'),
      references: [
        { referenceId: order.orderId, referenceType: 'ORDER_ID' },
        { referenceId: '110123456789', referenceType: 'ITEM_ID' },
      ],
    });
    const sale = await eventually(async () => {
      const found = await saleOf(order.orderId);
      return found?.['cost_shipping'] === '7.10' && found['cost_other'] === '3.20' && found;
    }, 8000);
    // 48.00 + 7.95 − 8.33 fee − 7.10 label − 3.20 ads.
    expect(sale['profit']).toBe('37.32');
    const asked = fake.requests.filter((line) => line.startsWith('GET /sell/finances/v1/transaction'));
    expect(asked.every((line) => decodeURIComponent(line).includes('transactionType:{'))).toBe(true);
  });

  it('a label dated days before it was posted, and one posted before its order came in, both reach their sales', async () => {
    const shippedEarlier = newOrder(4 * DAY_MS);
    // The label is read by a sync before the order reaches eBay's search.
    const late = newOrder();
    fake.orders.splice(fake.orders.indexOf(late), 1);
    post({
      transactionType: 'SHIPPING_LABEL',
      orderId: late.orderId,
      amount: usd('5.25'),
      transactionDate: ago(60_000),
    });
    const reads = () => fake.requests.filter((line) => line.startsWith('GET /sell/finances/v1/transaction')).length;
    const before = reads();
    await eventually(async () => reads() > before + 1, 8000);
    late.lastModifiedDate = ago(0);
    fake.orders.push(late);
    await eventually(async () => (await saleOf(late.orderId))?.['cost_shipping'] === '5.25', 8000);

    // An older order imported by date range; its label is dated two days back and posted only now.
    const from = new Date(Date.parse(shippedEarlier.creationDate) - 60_000).toISOString();
    const id = ((await alice.get('/api/ebay/accounts')).json().rows[0] as { id: number }).id;
    const imported = await alice.post(`/api/ebay/accounts/${id}/import`, { from, to: new Date().toISOString() });
    expect(imported.statusCode, imported.body).toBe(200);
    post({
      transactionType: 'SHIPPING_LABEL',
      orderId: shippedEarlier.orderId,
      amount: usd('6.40'),
      transactionDate: ago(2 * DAY_MS),
    });
    await eventually(async () => (await saleOf(shippedEarlier.orderId))?.['cost_shipping'] === '6.40', 8000);
  });

  it("the local eBay's orderId filter returns the sale only, as documented", async () => {
    const order = newOrder();
    post({ transactionType: 'SALE', orderId: order.orderId, bookingEntry: 'CREDIT', amount: usd('47.62') });
    post({ transactionType: 'SHIPPING_LABEL', orderId: order.orderId, amount: usd('7.10') });
    const answer = await fetch(
      `${fake.url}/sell/finances/v1/transaction?filter=${encodeURIComponent(`orderId:{${order.orderId}}`)}`,
      { headers: { authorization: `Bearer ${fake.accessToken()}` } },
    );
    const body = (await answer.json()) as { transactions: FinanceTransaction[] };
    expect(body.transactions.map((one) => one.transactionType)).toEqual(['SALE']);
  });
});
