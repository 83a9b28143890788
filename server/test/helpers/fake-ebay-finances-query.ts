/**
 * What getTransactions and getPayouts (sell_finances_v1_oas3.json) read alike from a query: `limit` and
 * `offset`, the `filter` criteria, a `[start..end]` date range, and their 400 answer.
 */

export type FinancesRefusal = {
  status: 400;
  body: { errors: { errorId: number; domain: string; category: string; message: string }[] };
};

const DAY_MS = 86_400_000;

export const refuse = (errorId: number, message: string): FinancesRefusal => ({
  status: 400,
  body: { errors: [{ errorId, domain: 'API_FINANCES', category: 'REQUEST', message }] },
});

/** `limit` (1 to `max`, default 20) and `offset` (from 0), or null when either is unreadable. */
export function pageOf(params: URLSearchParams, max: number): { limit: number; offset: number } | null {
  const limitText = params.get('limit') ?? '20';
  const offsetText = params.get('offset') ?? '0';
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > max || !/^\d+$/.test(offsetText)) return null;
  return { limit, offset: Number(offsetText) };
}

/** Each criterion of the `filter`s, name:value; a date range holds no comma. */
export function filterCriteria(params: URLSearchParams): Map<string, string> {
  const criteria = new Map<string, string>();
  for (const filter of params.getAll('filter')) {
    for (const criterion of filter.split(',')) {
      const colon = criterion.indexOf(':');
      criteria.set(criterion.slice(0, colon).trim(), criterion.slice(colon + 1).trim());
    }
  }
  return criteria;
}

/** A `[start..end]` range as times, without an end 90 days from the start or up to now; null when unreadable. */
export function dateRange(text: string, now: number): [number, number] | null {
  const match = /^\[(.+?)\.\.(.*?)\]$/.exec(text);
  const start = match ? Date.parse(match[1]!) : NaN;
  const end = match?.[2] ? Date.parse(match[2]) : Math.min(start + 90 * DAY_MS, now);
  return Number.isNaN(start) || Number.isNaN(end) || start > end ? null : [start, end];
}
