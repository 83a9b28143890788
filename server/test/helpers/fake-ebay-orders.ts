import type { EbayOrder } from '../../src/integrations/ebay/ebay-types.ts';

/**
 * getOrders as sell_fulfillment_v1_oas3.json documents it: `orderIds` (at most 50, every other parameter
 * then ignored), the `filter` criteria creationdate and lastmodifieddate (`[start..]` or `[start..end]`,
 * both ends inclusive; only creationdate when both are given) and orderfulfillmentstatus, no filter
 * meaning the orders created in the last 90 days, `limit` 1–200 (default 50; more "fails and returns an
 * error"), `offset` from 0, orders "according to creation date (oldest to newest)", and the 30700–31100
 * errors of its 400 answer.
 */

export type OrdersAnswer =
  | { status: 200; body: { total: number; limit: number; offset: number; orders: EbayOrder[] } }
  | { status: 400; body: { errors: { errorId: number; domain: string; category: string; message: string }[] } };

const DAY_MS = 86_400_000;
export const MAX_LIMIT = 200;
const DEFAULT_LIMIT = 50;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Two years before `now`, as a calendar counts them ("getOrders can return orders up to two years old"). */
function twoYearsBefore(now: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - 2);
  return date.getTime();
}

const refuse = (errorId: number, message: string): OrdersAnswer => ({
  status: 400,
  body: { errors: [{ errorId, domain: 'API_FULFILLMENT', category: 'REQUEST', message }] },
});

type Criteria = { field: 'creationDate' | 'lastModifiedDate'; from: number; to: number } | null;

function dateCriteria(name: string, value: string, now: number): Criteria | OrdersAnswer {
  const match = /^\[(.*?)\.\.(.*?)\]$/.exec(value);
  if (!match) return refuse(30800, `Invalid filter value ${value} for filter ${name}`);
  const [, start = '', end = ''] = match;
  if (start === '') return refuse(30820, 'Start date is missing');
  if (!ISO.test(start) || (end !== '' && !ISO.test(end))) return refuse(30810, 'Invalid date format');
  const from = Date.parse(start);
  const to = end === '' ? now : Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return refuse(30810, 'Invalid date format');
  if (from > now || to > now) return refuse(30850, "Start and end dates can't be in the future");
  if (from > to) return refuse(30840, 'Start date should be before end date');
  if (from < twoYearsBefore(now))
    return refuse(30830, "Time range between start date and end date must be within '2' years.");
  return { field: name === 'creationdate' ? 'creationDate' : 'lastModifiedDate', from, to };
}

/** One page of `orders` for a getOrders query string, or eBay's 400 for it. */
export function searchOrders(orders: EbayOrder[], params: URLSearchParams, now: number): OrdersAnswer {
  const orderIds = params.get('orderIds');
  if (orderIds !== null) {
    // "If one or more order ID values are specified … all other query parameters will be ignored."
    const ids = orderIds.split(',').map((id) => id.trim());
    if (ids.length > 50) return refuse(30900, 'Exceeded maximum number of order IDs (the current limit is 50)');
    const found = orders.filter((order) => ids.includes(order.orderId));
    return { status: 200, body: { total: found.length, limit: DEFAULT_LIMIT, offset: 0, orders: found } };
  }
  const limitText = params.get('limit') ?? String(DEFAULT_LIMIT);
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) return refuse(31100, `Invalid limit: ${limitText}`);
  const offsetText = params.get('offset') ?? '0';
  if (!/^\d+$/.test(offsetText)) return refuse(31000, `Invalid offset: ${offsetText}`);
  const offset = Number(offsetText);

  const dates: Partial<Record<'creationdate' | 'lastmodifieddate', NonNullable<Criteria>>> = {};
  let statuses: string[] | null = null;
  const filter = params.get('filter');
  // Criteria are comma-separated; a date range holds no comma.
  for (const criterion of filter ? filter.split(',') : []) {
    const colon = criterion.indexOf(':');
    const name = criterion.slice(0, colon).trim();
    const value = criterion.slice(colon + 1).trim();
    if (name === 'creationdate' || name === 'lastmodifieddate') {
      const criteria = dateCriteria(name, value, now);
      if (criteria && 'status' in criteria) return criteria;
      if (criteria) dates[name] = criteria;
    } else if (name === 'orderfulfillmentstatus') {
      const match = /^\{(.*)\}$/.exec(value);
      if (!match) return refuse(30800, `Invalid filter value ${value} for filter ${name}`);
      statuses = match[1]!.split('|');
    } else {
      return refuse(30700, `Invalid filter name: ${name}`);
    }
  }
  const range = dates.creationdate ??
    dates.lastmodifieddate ?? { field: 'creationDate' as const, from: now - 90 * DAY_MS, to: now };
  const matching = orders
    .filter((order) => {
      const at = Date.parse(order[range.field]);
      return at >= range.from && at <= range.to;
    })
    .filter((order) => statuses === null || statuses.includes(order.orderFulfillmentStatus ?? 'NOT_STARTED'))
    .sort((a, b) => Date.parse(a.creationDate) - Date.parse(b.creationDate) || a.orderId.localeCompare(b.orderId));
  return {
    status: 200,
    body: { total: matching.length, limit, offset, orders: matching.slice(offset, offset + limit) },
  };
}
