import { sql, type SQL } from 'drizzle-orm';
import {
  afterCondition,
  markPlaceholder,
  markShape,
  markValues,
  pastMarkRanges,
  readAfter,
} from '../resources/kit/keyset.ts';
import type { OrderKey } from '../resources/kit/list-query.ts';
import {
  SOLD_WAIT,
  UNSOLD_WAIT,
  detailOrderKeys,
  exactWait,
  ordersByWait,
  type detailWhere,
} from './detail-filters.ts';

/*
 * Where a page of the inventory screen starts: at the list's first row, at an offset, or past the last
 * row of the page before it (`after`, that page's `next_after`).
 */

/** GET /inventory-items-detail's query. */
export type DetailListInput = Parameters<typeof detailWhere>[0] & {
  limit: number;
  offset: number;
  after?: string | undefined;
};

/**
 * Where each half of a days-in-stock merge starts (past a mark of its own order) and the time the
 * unsold items' wait is counted to, which the pages past a mark (an export's batches too) agree on.
 */
export type MergeHalves = { sold: SQL | undefined; unsold: SQL | undefined; now: SQL };

/**
 * Where a page starts, when not at the list's first row. Past a mark: the rows past it in its stretch
 * (`past`) and, when that stretch is the first of two, the whole of the next (`then`; keyset.ts's
 * pastMarkRanges). Sorted by days in stock: the merge's halves.
 */
export type PageStart = { past?: SQL; then?: SQL; halves?: MergeHalves };

/**
 * A page's order as its `next_after` holds it, and where the page starts. The mark's values and the time
 * the wait is counted to are placeholders (keyset.ts's markPlaceholder, and `now`), whose values are `values`;
 * `shape` names what else the text depends on (keyset.ts's markShape).
 */
export type Paging = { markKeys: OrderKey[]; start: PageStart; values: Record<string, unknown>; shape: string };

const NOW = sql`${sql.placeholder('now')}::timestamptz`;

/**
 * Sorted by days in stock, a mark first holds the time its list's unsold items' wait is counted to: the
 * pages past it count to that time too, so no item moves between them. The unsold half reads past
 * the time its items were stocked, which is that time less the mark's wait (counted in UTC, where a
 * day is 24 hours as in the wait).
 */
export function pagingOf(query: DetailListInput): Paging {
  if (!ordersByWait(query.order_by)) {
    const keys = detailOrderKeys(query.order_by);
    if (query.after === undefined) return { markKeys: keys, start: {}, values: {}, shape: '' };
    const mark = readAfter(keys, query.after);
    const start = pastMarkRanges(keys, mark, markPlaceholder);
    return { markKeys: keys, start, values: markValues(mark), shape: markShape(mark) };
  }
  const markKeys: OrderKey[] = [
    { name: 'counted_to', descending: false, target: NOW, type: 'timestamp with time zone', notNull: true },
    ...detailOrderKeys(query.order_by, exactWait(NOW)),
  ];
  if (query.after === undefined) {
    const halves = { sold: undefined, unsold: undefined, now: NOW };
    return { markKeys, start: { halves }, values: { now: new Date().toISOString() }, shape: '' };
  }
  const [countedTo, ...mark] = readAfter(markKeys, query.after);
  const stockedBefore = sql`((${NOW} at time zone 'UTC') - ${markPlaceholder(0)}::interval) at time zone 'UTC'`;
  const halves: MergeHalves = {
    sold: afterCondition(detailOrderKeys(query.order_by, SOLD_WAIT), mark, markPlaceholder),
    unsold: afterCondition(detailOrderKeys(query.order_by, UNSOLD_WAIT), mark, (index) =>
      index === 0 ? sql`(${stockedBefore})` : markPlaceholder(index),
    ),
    now: NOW,
  };
  return { markKeys, start: { halves }, values: { ...markValues(mark), now: countedTo }, shape: markShape(mark) };
}

export const markTexts = (keys: OrderKey[]) => keys.map((key) => sql`(${key.target})::text`);
