import { sql, type SQL } from 'drizzle-orm';
import { INVENTORY_STATUSES, type InventoryDetailResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { preparedRowsOf, rowsOf } from '../db/raw.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { costWarning } from '../items/cost-warning.ts';
import { detailTotalsQuery } from './detail-totals.ts';
import { itemsWithStory, soldWait, stockedAt, storyJoins } from './days-in-stock.ts';
import { detailOrder, detailWhere, ordersByWait } from './detail-filters.ts';
import { detailColumns, detailLookups } from './detail-row.ts';

export type DetailListInput = Parameters<typeof detailWhere>[1] & { limit: number; offset: number };

type RenderedPage = { rows: string; missing_cost: number; missing_cost_id: number | null };

/**
 * The ids of one page, in order: they are picked first, and the joins and JSON built for those rows only.
 * Sorted by days in stock, the page is merged from the sold and the unsold items' own first pages,
 * each read in an order an index holds (waitInStock).
 */
export function detailPageIds(where: SQL, query: Pick<DetailListInput, 'order_by' | 'limit' | 'offset'>): SQL {
  const pick = (condition: SQL, order: SQL, limit: number, offset = 0) =>
    sql`select ${inventoryItems.id} from ${itemsWithStory} left join products on products.id = ${inventoryItems.product_id}
      where ${where} and ${condition} order by ${order} limit ${limit} offset ${offset}`;
  const order = detailOrder(query.order_by);
  if (!ordersByWait(query.order_by)) return pick(sql`true`, order, query.limit, query.offset);
  const reach = query.offset + query.limit;
  const sold = pick(
    sql`${inventoryItems.sold_at} is not null`,
    detailOrder(query.order_by, { target: soldWait, notNull: true, reversed: false }),
    reach,
  );
  const unsold = pick(
    sql`${inventoryItems.sold_at} is null`,
    detailOrder(query.order_by, { target: stockedAt, notNull: true, reversed: true }),
    reach,
  );
  // array(): PostgreSQL would plan `id in (…)` as a hash join over every item.
  return sql`select ${inventoryItems.id} from unnest(array((${sold}) union all (${unsold}))) as merged(id)
    join ${inventoryItems} on ${inventoryItems.id} = merged.id order by ${order} limit ${query.limit} offset ${query.offset}`;
}

/**
 * The queries of one page: the page's rows as the JSON text of the answer, rendered by PostgreSQL,
 * and the totals of the whole filtered set.
 */
function detailListQueries(teamId: number, query: DetailListInput) {
  const where = detailWhere(teamId, query);
  const page = detailPageIds(where, query);
  const rows = sql`
    select coalesce(json_agg(d order by page.position), '[]')::text as rows,
      (count(*) filter (where d.cost is null))::int as missing_cost, min(d.id) filter (where d.cost is null) as missing_cost_id
    from unnest(array(${page})) with ordinality as page(id, position)
    join ${inventoryItems} on ${inventoryItems.id} = page.id ${storyJoins}
    ${detailLookups}
    cross join lateral (select ${detailColumns}) d`;
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
  const queries = detailListQueries(teamId, query);
  const [[page], [totals]] = await Promise.all([
    isCommonShape(query)
      ? preparedRowsOf<RenderedPage>(db, 'detail', queries.rows)
      : rowsOf<RenderedPage>(db, queries.rows),
    rowsOf<InventoryDetailResponse['totals']>(db, queries.totals),
  ]);
  const warning = costWarning(page!.missing_cost, page!.missing_cost_id ?? undefined);
  const rest: Omit<InventoryDetailResponse, 'rows'> = {
    total: totals!.count,
    totals: totals!,
    ...(warning ? { warning } : {}),
  };
  return `{"rows":${page!.rows},${JSON.stringify(rest).slice(1)}`;
}
