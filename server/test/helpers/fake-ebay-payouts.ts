import type { EbayPayout, FinanceTransaction } from '../../src/integrations/ebay/ebay-types.ts';
import { dateRange, filterCriteria, pageOf, refuse, type FinancesRefusal } from './fake-ebay-finances-query.ts';

/**
 * getPayouts as sell_finances_v1_oas3.json documents it: the `filter` criteria payoutDate (`[start..end]`;
 * without an end, 90 days from the start or up to now), payoutStatus (one of INITIATED, SUCCEEDED,
 * RETRYABLE_FAILED, TERMINAL_FAILED, REVERSED) and lastAttemptedPayoutDate (only with payoutStatus
 * RETRYABLE_FAILED), both to be met when given together; no filter: every payout; oldest first, newest
 * first with `sort` payoutDate (or lastAttemptedPayoutDate); `limit` 1–200 (default 20), `offset` from 0;
 * the 135002–135005 errors of its 400; nothing matching: 204 No Content.
 */

export type PayoutsAnswer =
  | { status: 200; body: { total: number; limit: number; offset: number; payouts: EbayPayout[] } }
  | { status: 204 }
  | FinancesRefusal;

const STATUSES = ['INITIATED', 'SUCCEEDED', 'RETRYABLE_FAILED', 'TERMINAL_FAILED', 'REVERSED'];

export function searchPayouts(payouts: EbayPayout[], params: URLSearchParams, now: number): PayoutsAnswer {
  const page = pageOf(params, 200);
  if (page === null) return refuse(135003, 'The value of pagination is invalid.');
  const { limit, offset } = page;
  const criteria = filterCriteria(params);
  const status = criteria.has('payoutStatus') ? /^\{(.*)\}$/.exec(criteria.get('payoutStatus')!)?.[1] : undefined;
  if (criteria.has('payoutStatus') && (status === undefined || !STATUSES.includes(status)))
    return refuse(135002, 'The value of payout status filter is invalid.');
  if (criteria.has('lastAttemptedPayoutDate') && status !== 'RETRYABLE_FAILED')
    return refuse(135002, 'The value of payout status filter is invalid.');
  const dateField = criteria.has('lastAttemptedPayoutDate') ? 'lastAttemptedPayoutDate' : 'payoutDate';
  const dates = criteria.get(dateField);
  const range = dates === undefined ? null : dateRange(dates, now);
  if (dates !== undefined && range === null) return refuse(135004, 'The value of payout date filter is invalid.');
  const sort = params.get('sort');
  if (sort !== null && sort !== 'payoutDate' && sort !== 'lastAttemptedPayoutDate')
    return refuse(135005, 'The value of sorting is invalid.');
  const dateOf = (payout: EbayPayout) => Date.parse(payout[dateField] ?? '');
  const matching = payouts
    .filter((payout) => status === undefined || payout.payoutStatus === status)
    .filter((payout) => range === null || (dateOf(payout) >= range[0] && dateOf(payout) <= range[1]))
    .sort((a, b) => (sort === null ? dateOf(a) - dateOf(b) : dateOf(b) - dateOf(a)));
  if (matching.length === 0) return { status: 204 };
  return {
    status: 200,
    body: { total: matching.length, limit, offset, payouts: matching.slice(offset, offset + limit) },
  };
}

const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * A payout of these transactions as eBay makes one: each transaction takes its payoutId, and the payout
 * pays their credits less their debits, counting them. `amount` overrides the sum (a payout that does not
 * add up), `transactionCount` the count.
 */
export function payoutOf(
  transactions: FinanceTransaction[],
  payout: Pick<EbayPayout, 'payoutId' | 'payoutDate'> & Partial<EbayPayout>,
): EbayPayout {
  const currency = transactions[0]?.amount.currency ?? 'USD';
  const sum = transactions.reduce(
    (total, one) => total + Math.abs(cents(one.amount.value)) * (one.bookingEntry === 'CREDIT' ? 1 : -1),
    0,
  );
  for (const transaction of transactions) {
    transaction.payoutId = payout.payoutId;
    transaction.transactionStatus = 'PAYOUT';
  }
  return {
    payoutStatus: 'SUCCEEDED',
    amount: { value: (sum / 100).toFixed(2), currency },
    transactionCount: transactions.length,
    payoutInstrument: { instrumentType: 'BankAccount', nickname: 'Checking', accountLastFourDigits: '6789' },
    ...payout,
  };
}
