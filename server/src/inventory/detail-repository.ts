import { and, sql, type SQL } from 'drizzle-orm';
import { INVENTORY_STATUSES, type InventoryDetailResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { keptFor } from '../db/kept.ts';
import { builtRows, builtStatement, genericPlanRows } from '../db/raw.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { costWarning } from '../items/cost-warning.ts';
import { detailTotalsQuery, isSummarised } from './detail-totals.ts';
import { itemsWithStory, soldWait, stockedAt, storyJoins } from './days-in-stock.ts';
import {
  SOLD_WAIT,
  UNSOLD_WAIT,
  detailOrder,
  detailWhere,
  detailWhereValues,
  exactWait,
  ordersByWait,
  readsStory,
  reversedOrder,
  waitPairOrder,
} from './detail-filters.ts';
import { encodeMark, orderName, type AfterMark } from '../resources/kit/keyset.ts';
import { markTexts, pagingOf, type DetailListInput, type PageStart, type Paging } from './detail-paging.ts';
import { detailColumns, detailLookups } from './detail-row.ts';

export type RenderedPage = {
  rows: string;
  missing_cost: number;
  missing_cost_id: number | null;
  /** With `shown`: whether the page's statement picked a row past the ones shown. */
  more?: boolean | null;
  /** With `mark`: the last shown row's values of the order, as a JSON array of PostgreSQL's texts. */
  mark?: string | null;
};

/**
 * The ids of one page, in order: they are picked first, and the joins and JSON built for those rows only.
 * Sorted by days in stock, the page is merged from the sold and the unsold items' own first pages,
 * each read in an order an index holds (waitUntil). Each half gives its items' wait beside their ids,
 * so that the merge sorts those pairs instead of reading every item of both halves again (most of a deep
 * page's time); an order naming more fields than the wait (and id) merges the items themselves.
 */
export function detailPageIds(
  where: SQL,
  query: Pick<DetailListInput, 'order_by'> & Parameters<typeof readsStory>[0],
  start: PageStart = {},
): SQL {
  const from = readsStory(query)
    ? sql`${itemsWithStory} left join products on products.id = ${inventoryItems.product_id}`
    : sql`${inventoryItems}`;
  const pick = (columns: SQL, condition: SQL | undefined, order: SQL, limit: SQL, offset: SQL = sql`0`) =>
    sql`select ${columns} from ${from} where ${and(where, condition)} order by ${order} limit ${limit} offset ${offset}`;
  const id = sql`${inventoryItems.id}`;
  const [limit, offset, reach] = [
    sql`${sql.placeholder('limit')}`,
    sql`${sql.placeholder('offset')}`,
    sql`${sql.placeholder('reach')}`,
  ];
  const page = sql`limit ${limit} offset ${offset}`;
  if (!ordersByWait(query.order_by)) {
    const order = detailOrder(query.order_by);
    if (!start.then) return pick(id, start.past, order, limit, offset);
    // Every row of the mark's stretch comes before the next stretch's.
    return sql`select stretches.id
      from unnest(array(${pick(id, start.past, order, reach)}) || array(${pick(id, start.then, order, reach)}))
        with ordinality as stretches(id, position)
      order by stretches.position ${page}`;
  }
  const halves = start.halves ?? { sold: undefined, unsold: undefined, now: sql`now()` };
  const byPairs = waitPairOrder(query.order_by);
  const withWait = (wait: SQL) => (byPairs ? sql`${wait} as wait, ${inventoryItems.id} as id` : id);
  const sold = pick(
    withWait(soldWait),
    and(sql`${inventoryItems.sold_at} is not null`, halves.sold),
    detailOrder(query.order_by, SOLD_WAIT),
    reach,
  );
  const unsold = pick(
    withWait(sql`${halves.now} - ${stockedAt}`),
    and(sql`${inventoryItems.sold_at} is null`, halves.unsold),
    detailOrder(query.order_by, UNSOLD_WAIT),
    reach,
  );
  if (byPairs) {
    return sql`select merged.id from ((${sold}) union all (${unsold})) as merged
      order by merged.wait ${byPairs.wait}, merged.id ${byPairs.id} ${page}`;
  }
  // array(): PostgreSQL would plan `id in (…)` as a hash join over every item.
  return sql`select ${inventoryItems.id} from unnest(array((${sold}) union all (${unsold}))) as merged(id)
    join ${inventoryItems} on ${inventoryItems.id} = merged.id order by ${detailOrder(query.order_by, exactWait(halves.now))} ${page}`;
}

type RenderOptions = {
  /** `page` picks its rows backwards. */
  fromEnd?: boolean;
  /** Show the placeholder `shown`'s number of the rows `page` picks; `more` says whether it picked another. */
  shown?: boolean;
  /** The values whose texts, for the row at position `mark_at` (a placeholder) of `page`, are `mark`: the last one on screen. */
  mark?: SQL[];
};

/**
 * The rows of the items `page` picks (a statement of their ids, in order) as the JSON text of the answer,
 * rendered by PostgreSQL, with what the cost warning needs.
 */
function renderedRows(page: SQL, { fromEnd = false, shown = false, mark }: RenderOptions = {}): SQL {
  const count = sql`${sql.placeholder('shown')}`;
  const picked = shown
    ? sql`(select array(${page}) as ids) as picked cross join unnest(picked.ids[1:${count}]) with ordinality as page(id, position)`
    : sql`unnest(array(${page})) with ordinality as page(id, position)`;
  const more = shown ? sql`, bool_or(cardinality(picked.ids) > ${count}) as more` : sql``;
  const markText = mark
    ? sql`, min(json_build_array(${sql.join(mark, sql`, `)})::text) filter (where page.position = ${sql.placeholder('mark_at')}) as mark`
    : sql``;
  return sql`
    select coalesce(json_agg(d order by page.position ${fromEnd ? sql`desc` : sql`asc`}), '[]')::text as rows,
      (count(*) filter (where d.cost is null))::int as missing_cost, min(d.id) filter (where d.cost is null) as missing_cost_id
      ${more} ${markText}
    from ${picked}
    join ${inventoryItems} on ${inventoryItems.id} = page.id ${storyJoins}
    ${detailLookups}
    cross join lateral (select ${detailColumns}) d`;
}

/** The values of pageStatement's sizes: `limit` rows from `offset`, and one more to know whether more follow. */
export const pageSizes = (limit: number, offset: number) => ({
  limit: limit + 1,
  offset,
  reach: offset + limit + 1,
  shown: limit,
  mark_at: limit,
});

/** Filters whose values become the page statement's parameters without changing its text, up to a bound. */
const SHAPE_KEEPING = new Set(['status', 'order_by', 'limit', 'offset', 'after']);

/**
 * The screens' usual pages (any status, one sort field, any page, past a mark or not): a few dozen
 * statement texts, kept prepared with a generic plan (genericPlanRows). A search or another filter is
 * planned for its values on every call.
 */
function isCommonShape(query: DetailListInput): boolean {
  return (
    Object.entries(query).every(([name, value]) => value === undefined || SHAPE_KEEPING.has(name)) &&
    (query.status?.length ?? 0) <= INVENTORY_STATUSES.length &&
    !query.order_by?.includes(',')
  );
}

/**
 * The answer of GET /inventory-items-detail as JSON text. The page is the hottest call on a large
 * history; its 50 nested rows pass through as PostgreSQL wrote them, instead of being parsed, checked
 * and written again in Node (a third of the call's CPU). The columns are the contract's by construction
 * (detailColumns), and the tests hold every answer to inventoryDetailResponseSchema.
 */
export async function listDetailJson(db: Database, teamId: number, query: DetailListInput): Promise<string> {
  const paging = pagingOf(query);
  const values = { ...detailWhereValues(teamId, query), ...paging.values };
  // Built only when a statement is (the kept ones skip it), and once for both the page and the totals.
  let built: SQL | undefined;
  const call: DetailCall = { query, paging, values, where: () => (built ??= detailWhere(query)) };
  const { page, totals, more } =
    query.after === undefined && query.offset >= FAR_OFFSET && isSummarised(query)
      ? await farPage(db, call)
      : await nearPage(db, call);
  const warning = costWarning(page.missing_cost, page.missing_cost_id ?? undefined);
  const next_after = more ? nextAfterOf(paging, page) : undefined;
  const rest: Omit<InventoryDetailResponse, 'rows'> = {
    total: totals.count,
    totals,
    ...(next_after ? { next_after } : {}),
    ...(warning ? { warning } : {}),
  };
  return `{"rows":${page.rows},${JSON.stringify(rest).slice(1)}`;
}

type Totals = InventoryDetailResponse['totals'];
type Values = Record<string, unknown>;
/** One call of the list: its query, where its page starts, its statements' values and its WHERE. */
type DetailCall = { query: DetailListInput; paging: Paging; values: Values; where: () => SQL };

/** A page's rendered rows, whether one more row follows them, and the last one's mark; its sizes are pageSizes'. */
export function pageStatement(where: SQL, query: Pick<DetailListInput, 'order_by'>, paging: Paging): SQL {
  const ids = detailPageIds(where, query, paging.start);
  return renderedRows(ids, { shown: true, mark: markTexts(paging.markKeys) });
}

/** The `next_after` of a page that has its mark. */
export const nextAfterOf = (paging: Paging, page: RenderedPage): string | undefined =>
  page.mark ? encodeMark(paging.markKeys, JSON.parse(page.mark) as AfterMark) : undefined;

/** The page's rows, one past them saying whether more follow, and the totals of the whole filtered set. */
async function nearPage(db: Database, call: DetailCall) {
  const [page, [totals]] = await Promise.all([pageFromStart(db, call), totalsRows(db, call)]);
  return { page, totals: totals!, more: page.more === true };
}

/** The page read from its offset or past its mark. */
async function pageFromStart(db: Database, call: DetailCall) {
  const { query, paging } = call;
  const statement = () => pageStatement(call.where(), query, paging);
  const [page] = await pageRows(db, call, 'near', statement, pageSizes(query.limit, query.offset));
  return page!;
}

/** Past this offset a page in the second half of the list is read from its end (farPage). */
const FAR_OFFSET = 1_000;
const NO_ROWS: RenderedPage = { rows: '[]', missing_cost: 0, missing_cost_id: null };

/**
 * A deep page. An offset reads and drops every row before the page, which grows with the list, so a page
 * nearer the end is read in the reversed order from there and put back in order.
 * The kept totals say where the end is, first; a page past it has no rows to read.
 */
async function farPage(db: Database, call: DetailCall) {
  const { query, paging } = call;
  const [totals] = await totalsRows(db, call);
  const remaining = totals!.count - query.offset;
  if (remaining <= 0) return { page: NO_ROWS, totals: totals!, more: false };
  if (query.offset + query.limit / 2 <= totals!.count / 2) {
    const page = await pageFromStart(db, call);
    return { page, totals: totals!, more: page.more === true };
  }
  // Read backwards, the page's last row is the first read, and more rows follow when it is full.
  const limit = Math.min(query.limit, remaining);
  const reversed = { ...query, order_by: reversedOrder(query.order_by) };
  const statement = () =>
    renderedRows(detailPageIds(call.where(), reversed, paging.start), {
      fromEnd: true,
      mark: markTexts(paging.markKeys),
    });
  const sizes = { limit, offset: remaining - limit, reach: remaining, mark_at: 1 };
  const [page] = await pageRows(db, call, 'far', statement, sizes);
  return { page: page!, totals: totals!, more: remaining > query.limit };
}

/** The filtered set's totals; from the kept per-team totals, one statement per number of statuses and location or not. */
async function totalsRows(db: Database, { query, values, where }: DetailCall): Promise<Totals[]> {
  const shape = ['totals', query.status?.length ?? 0, Boolean(query.location_id)];
  const statement = isSummarised(query)
    ? keptFor(db, `detail ${JSON.stringify(shape)}`, () =>
        builtStatement(detailTotalsQuery(query, where()), 'detail_totals'),
      )
    : builtStatement(detailTotalsQuery(query, where()));
  return builtRows<Totals>(db, statement, { ...values, location: query.location_id });
}

/**
 * A page's rows. For the common shapes its statement is built once per order and page start and kept
 * with a generic plan; any other is built and planned for this call.
 */
function pageRows(db: Database, call: DetailCall, kind: 'near' | 'far', page: () => SQL, sizes: Values) {
  const { query, paging } = call;
  const values = { ...call.values, ...sizes };
  if (!isCommonShape(query)) return builtRows<RenderedPage>(db, builtStatement(page()), values);
  const key = `detail ${JSON.stringify([kind, orderName(paging.markKeys), query.status?.length ?? 0, paging.shape])}`;
  return genericPlanRows<RenderedPage>(
    db,
    keptFor(db, key, () => builtStatement(page(), 'detail')),
    values,
  );
}
