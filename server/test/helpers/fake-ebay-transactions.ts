import type { FinanceTransaction } from '../../src/integrations/ebay/ebay-types.ts';

/**
 * getTransactions as sell_finances_v1_oas3.json documents it: the `filter` criteria transactionDate
 * (`[start..end]`; without an end, 90 days from the start or up to now), transactionType (`{TYPE}`),
 * orderId ("only the sales order defined by the identifier is returned", so the SALE alone, and `limit`
 * ignored) and transactionId (with a transactionType only, else 135009), given in one `filter` or several;
 * no filter: the last 90 days; `limit` 1–1000 (default 20); newest first; the 1350xx errors of its 400.
 */

export type TransactionsAnswer =
  | { status: 200; body: { total: number; limit: number; offset: number; transactions: FinanceTransaction[] } }
  | { status: 400; body: { errors: { errorId: number; domain: string; category: string; message: string }[] } };

const DAY_MS = 86_400_000;
const TYPES = ['SALE', 'REFUND', 'CREDIT', 'DISPUTE', 'NON_SALE_CHARGE', 'SHIPPING_LABEL', 'TRANSFER'];
const refuse = (errorId: number, message: string): TransactionsAnswer => ({
  status: 400,
  body: { errors: [{ errorId, domain: 'API_FINANCES', category: 'REQUEST', message }] },
});

export function searchTransactions(
  transactions: FinanceTransaction[],
  params: URLSearchParams,
  now: number,
): TransactionsAnswer {
  const limitText = params.get('limit') ?? '20';
  const offsetText = params.get('offset') ?? '0';
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 1000 || !/^\d+$/.test(offsetText))
    return refuse(135003, 'The value of pagination is invalid.');
  const offset = Number(offsetText);
  const criteria = new Map<string, string>();
  // Each criterion is name:value; a date range holds no comma.
  for (const filter of params.getAll('filter')) {
    for (const criterion of filter.split(',')) {
      const colon = criterion.indexOf(':');
      criteria.set(criterion.slice(0, colon).trim(), criterion.slice(colon + 1).trim());
    }
  }
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
    return { status: 200, body: { total: sale.length, limit, offset: 0, transactions: sale } };
  }
  let from = now - 90 * DAY_MS;
  let to = now;
  const dates = criteria.get('transactionDate');
  if (dates !== undefined) {
    const match = /^\[(.+?)\.\.(.*?)\]$/.exec(dates);
    const start = match ? Date.parse(match[1]!) : NaN;
    const end = match?.[2] ? Date.parse(match[2]) : Math.min(start + 90 * DAY_MS, now);
    if (Number.isNaN(start) || Number.isNaN(end) || start > end)
      return refuse(135008, 'The value of transaction date filter is invalid.');
    [from, to] = [start, end];
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
  return {
    status: 200,
    body: { total: matching.length, limit, offset, transactions: matching.slice(offset, offset + limit) },
  };
}
