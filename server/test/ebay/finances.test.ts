import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceTransaction } from '../../src/integrations/ebay/ebay-types.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually, saleOfOrder } from '../helpers/ebay.ts';
import { sampleOrder } from '../helpers/ebay-sample-order.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { refundTransaction, saleTransaction } from '../helpers/fake-ebay-transactions.ts';
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
const saleOf = (orderId: string) => saleOfOrder(alice, orderId);

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

  it("the local eBay's orderId filter returns the sale only, as documented, and nothing matching is 204", async () => {
    const order = newOrder();
    post({ transactionType: 'SALE', orderId: order.orderId, bookingEntry: 'CREDIT', amount: usd('47.62') });
    post({ transactionType: 'SHIPPING_LABEL', orderId: order.orderId, amount: usd('7.10') });
    const answer = await fetch(
      `${fake.url}/sell/finances/v1/transaction?filter=${encodeURIComponent(`orderId:{${order.orderId}}`)}`,
      { headers: { authorization: `Bearer ${fake.accessToken()}` } },
    );
    const body = (await answer.json()) as { transactions: FinanceTransaction[] };
    expect(body.transactions.map((one) => one.transactionType)).toEqual(['SALE']);
    const none = await fetch(
      `${fake.url}/sell/finances/v1/transaction?filter=${encodeURIComponent('orderId:{00-00000-00000}')}`,
      { headers: { authorization: `Bearer ${fake.accessToken()}` } },
    );
    expect([none.status, await none.text()]).toEqual([204, '']);
  });
});

describe('fee credits on refunds', () => {
  const nextId = () => `FIN-${(transaction += 1)}`;
  /** The order as getOrders shows it after the seller refunded `refund` of it (the order's refund, or a line's). */
  function refunded(order: ReturnType<typeof newOrder>, refund: string, whole: boolean) {
    const issued = { amount: usd(refund), refundDate: ago(0), refundId: `R-${order.orderId}` };
    if (whole) {
      order.orderPaymentStatus = 'FULLY_REFUNDED';
      order.paymentSummary = { refunds: [{ ...issued, refundStatus: 'REFUNDED' }] };
    } else {
      order.orderPaymentStatus = 'PARTIALLY_REFUNDED';
      order.lineItems[0]!.refunds = [issued];
    }
    order.lastModifiedDate = ago(0);
  }

  it('a whole order refunded: the fees eBay credits back leave only what Seller Hub shows (the per-order fee)', async () => {
    const order = newOrder();
    fake.transactions.push(saleTransaction(order, { transactionId: nextId(), transactionDate: ago(0) }));
    await eventually(async () => (await saleOf(order.orderId))?.['profit'] === '47.62', 8000);
    refunded(order, '55.95', true);
    // eBay credits the final value fee, not the 0.40 fee per order.
    fake.transactions.push(
      refundTransaction(order, {
        transactionId: nextId(),
        transactionDate: ago(0),
        refund: '55.95',
        feeCredit: '7.93',
      }),
    );
    const sale = await eventually(async () => {
      const found = await saleOf(order.orderId);
      return found?.['cost_commission'] === '0.40' && found;
    }, 8000);
    expect(sale['revenue_other']).toBe('-55.95');
    expect(sale['profit']).toBe('-0.40');
  });

  it("a line's partial refund credits its share of the fee, and a CREDIT eBay issues for the order lowers its costs", async () => {
    const order = newOrder();
    await eventually(() => saleOf(order.orderId), 8000);
    refunded(order, '10.00', false);
    fake.transactions.push(
      refundTransaction(order, {
        transactionId: nextId(),
        transactionDate: ago(0),
        refund: '10.00',
        feeCredit: '1.36',
      }),
    );
    post({ transactionType: 'CREDIT', bookingEntry: 'CREDIT', orderId: order.orderId, amount: usd('0.40') });
    const sale = await eventually(async () => {
      const found = await saleOf(order.orderId);
      return found?.['cost_other'] === '-0.40' && found;
    }, 8000);
    expect(sale['cost_commission']).toBe('6.97'); // 8.33 less 1.36 credited
    // 48.00 + 7.95 − 10.00 refunded − 6.97 fees + 0.40 credit.
    expect(sale['profit']).toBe('39.38');
  });

  it('a cancelled order, whose fees eBay credits in full, books neither fee nor credit', async () => {
    const order = newOrder();
    await eventually(() => saleOf(order.orderId), 8000);
    order.cancelStatus = { cancelState: 'CANCELED' };
    refunded(order, '55.95', true);
    fake.transactions.push(
      refundTransaction(order, {
        transactionId: nextId(),
        transactionDate: ago(0),
        refund: '55.95',
        feeCredit: '8.33',
      }),
    );
    await eventually(async () => (await saleOf(order.orderId))?.['notes'] === 'Cancelled on eBay', 8000);
    const reads = () =>
      fake.requests.filter((line) => decodeURIComponent(line).includes('transactionType:{REFUND}')).length;
    const before = reads();
    await eventually(async () => reads() > before, 8000);
    const sale = await saleOf(order.orderId);
    expect([sale!['cost_commission'], sale!['profit']]).toEqual(['0.00', '0.00']);
  });
});
