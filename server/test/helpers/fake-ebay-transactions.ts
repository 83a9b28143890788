import type { EbayOrder, FinanceTransaction } from '../../src/integrations/ebay/ebay-types.ts';
import { dateRange, filterCriteria, pageOf, refuse, type FinancesRefusal } from './fake-ebay-finances-query.ts';

/**
 * getTransactions as sell_finances_v1_oas3.json documents it: the `filter` criteria transactionDate
 * (`[start..end]`; without an end, 90 days from the start or up to now), transactionType (`{TYPE}`),
 * orderId ("only the sales order defined by the identifier is returned", so the SALE alone, and `limit`
 * ignored), payoutId (the transactions it paid out, `limit` ignored) and transactionId (with a transactionType only, else 135009), given in one `filter` or several;
 * no filter: the last 90 days; `limit` 1–1000 (default 20); newest first; the 1350xx errors of its 400;
 * nothing matching: 204 No Content, no body.
 */

export type TransactionsAnswer =
  | { status: 200; body: { total: number; limit: number; offset: number; transactions: FinanceTransaction[] } }
  | { status: 204 }
  | FinancesRefusal;

const DAY_MS = 86_400_000;
const TYPES = ['SALE', 'REFUND', 'CREDIT', 'DISPUTE', 'NON_SALE_CHARGE', 'SHIPPING_LABEL', 'TRANSFER'];

export function searchTransactions(
  transactions: FinanceTransaction[],
  params: URLSearchParams,
  now: number,
): TransactionsAnswer {
  const page = pageOf(params, 1000);
  if (page === null) return refuse(135003, 'The value of pagination is invalid.');
  const { limit, offset } = page;
  const criteria = filterCriteria(params);
  let matching = transactions;
  const orderId = /^\{(.*)\}$/.exec(criteria.get('orderId') ?? '')?.[1];
  const types = criteria.has('transactionType')
    ? (/^\{(.*)\}$/.exec(criteria.get('transactionType')!)?.[1]?.split('|') ?? [])
    : null;
  if (types && (types.length === 0 || types.some((type) => !TYPES.includes(type))))
    return refuse(135006, 'The value of transaction type filter is invalid.');
  if (criteria.has('transactionId') && !types) return refuse(135009, 'Transaction type filter is missing.');
  if (orderId !== undefined) {
    const sale = transactions.filter((one) => one.transactionType === 'SALE' && one.orderId === orderId);
    if (sale.length === 0) return { status: 204 };
    return { status: 200, body: { total: sale.length, limit, offset: 0, transactions: sale } };
  }
  const payoutId = /^\{(.*)\}$/.exec(criteria.get('payoutId') ?? '')?.[1];
  if (payoutId !== undefined) {
    const paid = transactions
      .filter((one) => one.payoutId === payoutId)
      .sort((a, b) => Date.parse(b.transactionDate) - Date.parse(a.transactionDate));
    if (paid.length === 0) return { status: 204 };
    return { status: 200, body: { total: paid.length, limit, offset: 0, transactions: paid } };
  }
  let from = now - 90 * DAY_MS;
  let to = now;
  const dates = criteria.get('transactionDate');
  if (dates !== undefined) {
    const range = dateRange(dates, now);
    if (range === null) return refuse(135008, 'The value of transaction date filter is invalid.');
    [from, to] = range;
  }
  const transactionId = /^\{(.*)\}$/.exec(criteria.get('transactionId') ?? '')?.[1];
  matching = matching
    .filter((one) => {
      const at = Date.parse(one.transactionDate);
      return at >= from && at <= to;
    })
    .filter((one) => !types || types.includes(one.transactionType))
    .filter((one) => transactionId === undefined || one.transactionId === transactionId)
    .sort((a, b) => Date.parse(b.transactionDate) - Date.parse(a.transactionDate));
  if (matching.length === 0) return { status: 204 };
  return {
    status: 200,
    body: { total: matching.length, limit, offset, transactions: matching.slice(offset, offset + limit) },
  };
}

/** Cents of an eBay amount string ("48.0", "-8.03"). */
const cents = (value: string | undefined) => Math.round(Number(value ?? '0') * 100);
const money = (value: number, currency: string) => ({ value: (value / 100).toFixed(2), currency });

/**
 * `total` cents shared over the order's lines by their cost (the last line takes what rounding leaves),
 * as the Transaction's orderLineItems[].marketplaceFees show a fee line by line.
 */
function feesByLine(order: EbayOrder, total: number, feeType: string, currency: string) {
  const costs = order.lineItems.map((line) => cents((line.discountedLineItemCost ?? line.lineItemCost)?.value));
  const whole = costs.reduce((sum, one) => sum + one, 0) || 1;
  let left = total;
  return order.lineItems.map((line, index) => {
    const share = index === order.lineItems.length - 1 ? left : Math.round((total * costs[index]!) / whole);
    left -= share;
    return {
      lineItemId: line.lineItemId,
      feeBasisAmount: money(costs[index]!, currency),
      marketplaceFees: [{ feeType, amount: money(share, currency) }],
    };
  });
}

type Posting = { transactionId: string; transactionDate: string };

/**
 * The SALE of an order as getTransactions gives it (Transaction in sell_finances_v1_oas3.json): a credit
 * of what eBay pays for it, the order's total less its fees (the tax eBay collects and remits is not the
 * seller's), totalFeeAmount its fees and orderLineItems each line's.
 */
export function saleTransaction(order: EbayOrder, posting: Posting): FinanceTransaction {
  const currency = order.pricingSummary?.total?.currency ?? 'USD';
  const total = cents(order.pricingSummary?.total?.value);
  const fee = cents(order.totalMarketplaceFee?.value);
  return {
    ...posting,
    orderId: order.orderId,
    transactionType: 'SALE',
    transactionStatus: 'PAYOUT',
    bookingEntry: 'CREDIT',
    buyer: { username: order.buyer?.username ?? '' },
    amount: money(total - fee, currency),
    totalFeeBasisAmount: money(total + cents(order.pricingSummary?.tax?.value), currency),
    totalFeeAmount: money(fee, currency),
    orderLineItems: feesByLine(order, fee, 'FINAL_VALUE_FEE', currency),
    salesRecordReference: '0',
  } as FinanceTransaction;
}

/**
 * A REFUND of an order as getTransactions gives it: a debit of what the refund takes from the seller,
 * `refund` (the seller's net, as getOrders shows it) less the fees eBay credits back (`feeCredit`), which
 * totalFeeAmount and each line's marketplaceFees show as negative amounts.
 */
export function refundTransaction(
  order: EbayOrder,
  posting: Posting & { refund: string; feeCredit: string },
): FinanceTransaction {
  const currency = order.pricingSummary?.total?.currency ?? 'USD';
  const refund = cents(posting.refund);
  const credit = cents(posting.feeCredit);
  return {
    transactionId: posting.transactionId,
    transactionDate: posting.transactionDate,
    orderId: order.orderId,
    transactionType: 'REFUND',
    transactionStatus: 'PAYOUT',
    bookingEntry: 'DEBIT',
    buyer: { username: order.buyer?.username ?? '' },
    amount: money(refund - credit, currency),
    totalFeeBasisAmount: money(refund, currency),
    totalFeeAmount: money(-credit, currency),
    orderLineItems: feesByLine(order, -credit, 'FINAL_VALUE_FEE', currency),
    salesRecordReference: '0',
  } as FinanceTransaction;
}
