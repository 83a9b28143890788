import { sql } from 'drizzle-orm';
import type { InventoryDetailResponse, InventoryDetailRow } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import type { Row } from '../resources/define.ts';
import { rowsOf } from '../db/raw.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { missingCostWarning } from './cost-warning.ts';
import { detailTotalsQuery } from './detail-totals.ts';
import { itemsWithStory, storyJoins } from './days-in-stock.ts';
import { detailOrder, detailWhere } from './detail-filters.ts';
import { detailColumns, detailLookups } from './detail-row.ts';

export type DetailListInput = Parameters<typeof detailWhere>[1] & { limit: number; offset: number };

/** The queries of one page: the rows and the totals of the whole filtered set (exported for the benchmark). */
export function detailListQueries(teamId: number, query: DetailListInput) {
  const where = detailWhere(teamId, query);
  const filtered = sql`${itemsWithStory} left join products on products.id = ${inventoryItems.product_id} where ${where}`;
  // The page's ids are picked and ordered first; the joins and JSON are built for those rows only.
  const page = sql`select ${inventoryItems.id} from ${filtered} order by ${detailOrder(query.order_by)} limit ${query.limit} offset ${query.offset}`;
  const rows = sql`
    select ${detailColumns}
    from unnest(array(${page})) with ordinality as page(id, position)
    join ${inventoryItems} on ${inventoryItems.id} = page.id ${storyJoins}
    ${detailLookups}
    order by page.position`;
  return { rows, totals: detailTotalsQuery(teamId, query, where) };
}

export async function listDetail(db: Database, teamId: number, query: DetailListInput): Promise<InventoryDetailResponse> {
  const queries = detailListQueries(teamId, query);
  const [rows, [totals]] = await Promise.all([
    rowsOf<InventoryDetailRow>(db, queries.rows),
    rowsOf<InventoryDetailResponse['totals']>(db, queries.totals),
  ]);
  const answer: InventoryDetailResponse = { rows, total: totals!.count, totals: totals! };
  const warning = missingCostWarning(rows as unknown as Row[]);
  return warning ? { ...answer, warning } : answer;
}
