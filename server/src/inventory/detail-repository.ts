import { and, sql, type SQL } from 'drizzle-orm';
import { INVENTORY_STATUSES, type InventoryDetailResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { preparedRowsOf, rowsOf } from '../db/raw.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { costWarning } from '../items/cost-warning.ts';
import { detailTotalsQuery, isSummarised } from './detail-totals.ts';
import { itemsWithStory, soldWait, stockedAt, storyJoins } from './days-in-stock.ts';
import {
  SOLD_WAIT,
  UNSOLD_WAIT,
  detailOrder,
  detailWhere,
  ordersByWait,
  readsStory,
  reversedOrder,
  waitPairOrder,
} from './detail-filters.ts';
import { detailColumns, detailLookups } from './detail-row.ts';

export type DetailListInput = Parameters<typeof detailWhere>[1] & { limit: number; offset: number };

export type RenderedPage = { rows: string; missing_cost: number; missing_cost_id: number | null };

/**
 * Where each half of a days-in-stock merge starts (past a mark of its own order) and the time the
 * unsold items' wait is counted to: an export's batches, which must agree on it.
 */
export type MergeHalves = { sold: SQL | undefined; unsold: SQL | undefined; now: SQL };

/**
 * The ids of one page, in order: they are picked first, and the joins and JSON built for those rows only.
 * Sorted by days in stock, the page is merged from the sold and the unsold items' own first pages,
 * each read in an order an index holds (waitInStock). Each half gives its items' wait beside their ids,
 * so that the merge sorts those pairs instead of reading every item of both halves again (a deep page
 * of a million items: 2.7 s, 1.5 s of it those reads); an order naming more fields than the wait (and
 * id) merges the items themselves.
 */
export function detailPageIds(
  where: SQL,
  query: Pick<DetailListInput, 'order_by' | 'limit' | 'offset'> & Parameters<typeof readsStory>[0],
  halves?: MergeHalves,
): SQL {
  const from = readsStory(query)
    ? sql`${itemsWithStory} left join products on products.id = ${inventoryItems.product_id}`
    : sql`${inventoryItems}`;
  const pick = (columns: SQL, condition: SQL, order: SQL, limit: number, offset = 0) =>
    sql`select ${columns} from ${from} where ${where} and ${condition} order by ${order} limit ${limit} offset ${offset}`;
  const id = sql`${inventoryItems.id}`;
  const order = detailOrder(query.order_by);
  if (!ordersByWait(query.order_by)) return pick(id, sql`true`, order, query.limit, query.offset);
  const reach = query.offset + query.limit;
  const byPairs = waitPairOrder(query.order_by);
  const withWait = (wait: SQL) => (byPairs ? sql`${wait} as wait, ${inventoryItems.id} as id` : id);
  const sold = pick(
    withWait(soldWait),
    and(sql`${inventoryItems.sold_at} is not null`, halves?.sold)!,
    detailOrder(query.order_by, SOLD_WAIT),
    reach,
  );
  const unsold = pick(
    withWait(sql`${halves?.now ?? sql`now()`} - ${stockedAt}`),
    and(sql`${inventoryItems.sold_at} is null`, halves?.unsold)!,
    detailOrder(query.order_by, UNSOLD_WAIT),
    reach,
  );
  const page = sql`limit ${query.limit} offset ${query.offset}`;
  if (byPairs) {
    return sql`select merged.id from ((${sold}) union all (${unsold})) as merged
      order by merged.wait ${byPairs.wait}, merged.id ${byPairs.id} ${page}`;
  }
  // array(): PostgreSQL would plan `id in (…)` as a hash join over every item.
  return sql`select ${inventoryItems.id} from unnest(array((${sold}) union all (${unsold}))) as merged(id)
    join ${inventoryItems} on ${inventoryItems.id} = merged.id order by ${order} ${page}`;
}

/**
 * The rows of the items `page` picks (a statement of their ids, in order) as the JSON text of the answer,
 * rendered by PostgreSQL, with what the cost warning needs; `fromEnd` when `page` picks them backwards.
 */
export function renderedRows(page: SQL, fromEnd = false): SQL {
  return sql`
    select coalesce(json_agg(d order by page.position ${fromEnd ? sql`desc` : sql`asc`}), '[]')::text as rows,
      (count(*) filter (where d.cost is null))::int as missing_cost, min(d.id) filter (where d.cost is null) as missing_cost_id
    from unnest(array(${page})) with ordinality as page(id, position)
    join ${inventoryItems} on ${inventoryItems.id} = page.id ${storyJoins}
    ${detailLookups}
    cross join lateral (select ${detailColumns}) d`;
}

/** The queries of one page: its rendered rows and the totals of the whole filtered set. */
function detailListQueries(teamId: number, query: DetailListInput, fromEnd = false) {
  const where = detailWhere(teamId, query);
  const rows = renderedRows(detailPageIds(where, query), fromEnd);
  return { rows, totals: detailTotalsQuery(teamId, query, where) };
}

/** Filters whose values become the page statement's parameters without changing its text, up to a bound. */
const SHAPE_KEEPING = new Set(['status', 'order_by', 'limit', 'offset']);

/**
 * The screens' usual pages (any status, one sort field, any page): a few dozen statement texts, kept
 * prepared (preparedRowsOf). A search or another filter is planned for its values on every call.
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
  const { page, totals } =
    query.offset >= FAR_OFFSET && isSummarised(query)
      ? await farPage(db, teamId, query)
      : await nearPage(db, teamId, query);
  const warning = costWarning(page.missing_cost, page.missing_cost_id ?? undefined);
  const rest: Omit<InventoryDetailResponse, 'rows'> = {
    total: totals.count,
    totals,
    ...(warning ? { warning } : {}),
  };
  return `{"rows":${page.rows},${JSON.stringify(rest).slice(1)}`;
}

type Totals = InventoryDetailResponse['totals'];

async function nearPage(db: Database, teamId: number, query: DetailListInput) {
  const queries = detailListQueries(teamId, query);
  const [[page], [totals]] = await Promise.all([pageRows(db, query, queries.rows), rowsOf<Totals>(db, queries.totals)]);
  return { page: page!, totals: totals! };
}

/** Past this offset a page in the second half of the list is read from its end (farPage). */
const FAR_OFFSET = 1_000;
const NO_ROWS: RenderedPage = { rows: '[]', missing_cost: 0, missing_cost_id: null };

/**
 * A deep page. An offset reads and drops every row before the page (the last of a million items took
 * 405 ms), so a page nearer the end is read in the reversed order from there and put back in order.
 * The kept totals say where the end is, first; a page past it has no rows to read.
 */
async function farPage(db: Database, teamId: number, query: DetailListInput) {
  const queries = detailListQueries(teamId, query);
  const [totals] = await rowsOf<Totals>(db, queries.totals);
  const remaining = totals!.count - query.offset;
  if (remaining <= 0) return { page: NO_ROWS, totals: totals! };
  if (query.offset + query.limit / 2 <= totals!.count / 2) {
    const [page] = await pageRows(db, query, queries.rows);
    return { page: page!, totals: totals! };
  }
  const limit = Math.min(query.limit, remaining);
  const reversed = { ...query, order_by: reversedOrder(query.order_by), offset: remaining - limit, limit };
  const [page] = await pageRows(db, reversed, detailListQueries(teamId, reversed, true).rows);
  return { page: page!, totals: totals! };
}

const pageRows = (db: Database, query: DetailListInput, rows: SQL) =>
  isCommonShape(query) ? preparedRowsOf<RenderedPage>(db, 'detail', rows) : rowsOf<RenderedPage>(db, rows);
