import { and, sql, type SQL } from 'drizzle-orm';
import type { InventoryDetailRow, InventoryExportQuery } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf, type Row } from '../db/raw.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { csvLine } from '../resources/csv.ts';
import { afterCondition, markColumn, markColumns, type AfterMark } from '../resources/kit/keyset.ts';
import { detailOrderKeys, detailWhere, ordersByWait } from './detail-filters.ts';
import { detailPageIds, renderedRows, type RenderedPage } from './detail-repository.ts';

export const DETAIL_EXPORT_BATCH = 1000;

const HEADER = [
  'id',
  'serial_number',
  'tag_number',
  'product',
  'sku',
  'brand',
  'category',
  'condition',
  'status',
  'location',
  'cost',
  'listed_price',
  'listed_value',
  'days_in_stock',
  'purchase_id',
  'purchased_at',
  'seller',
  'active_listings',
  'sale_id',
  'sold_at',
  'sale_revenue_total',
  'sale_profit',
];

const line = (row: InventoryDetailRow): unknown[] => [
  row.id,
  row.serial_number,
  row.tag_number,
  row.product.name,
  row.product.sku,
  row.brand?.name,
  row.category?.name,
  row.condition,
  row.status,
  row.location?.name,
  row.cost,
  row.listed_price,
  row.listed_value,
  row.days_in_stock,
  row.purchase?.id,
  row.purchase?.purchased_at,
  row.purchase?.seller_name ?? row.purchase?.seller_username,
  row.active_listings.map((listing) => `${listing.platform_name}: ${listing.price}`).join('; '),
  row.sale?.id,
  row.sale?.sold_at,
  row.sale?.revenue_total,
  row.sale?.profit,
];

/**
 * GET /inventory-items-detail/export.csv: every item the inventory screen's filters match, in its order,
 * with the columns it shows (product, brand, category, location, purchase, active listings, sale), as
 * CSV lines read a thousand at a time so memory stays flat. Each batch starts past the previous one's
 * last item in the order, so the last batch of a million items costs what the first did. Sorted by days
 * in stock, which grows with the clock and has no such mark, batches go by offset: the deeper ones
 * read every item before them again.
 * The first batch is read before anything is sent: a filter PostgreSQL refuses still answers 400.
 */
export async function inventoryCsv(
  db: Database,
  teamId: number,
  query: InventoryExportQuery,
): Promise<AsyncGenerator<string>> {
  const where = detailWhere(teamId, query);
  const keys = ordersByWait(query.order_by) ? undefined : detailOrderKeys(query.order_by);
  const batch = async (condition: SQL, offset: number): Promise<InventoryDetailRow[]> => {
    const page = detailPageIds(and(where, condition)!, { ...query, limit: DETAIL_EXPORT_BATCH, offset });
    const [rendered] = await rowsOf<RenderedPage>(db, renderedRows(page));
    return JSON.parse(rendered!.rows) as InventoryDetailRow[];
  };
  /** The batch after `rows`: past the last one's mark, or at the next offset. */
  const next = async (rows: InventoryDetailRow[], offset: number) => {
    if (!keys) return batch(sql`true`, offset);
    const [last] = await rowsOf<Row>(
      db,
      sql`select ${sql.join(
        Object.entries(markColumns(keys)).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
        sql`, `,
      )} from ${inventoryItems} where ${inventoryItems.id} = ${rows.at(-1)!.id}`,
    );
    const mark: AfterMark = keys.map((_, index) => last![markColumn(index)] as string | null);
    return batch(
      afterCondition(keys, mark, (index) => sql`${mark[index]}`),
      0,
    );
  };
  const first = await batch(sql`true`, 0);
  return (async function* () {
    yield `\uFEFF${csvLine(HEADER)}`;
    let rows = first;
    for (let offset = 0; ;) {
      if (rows.length > 0) yield rows.map((row) => csvLine(line(row))).join('');
      if (rows.length < DETAIL_EXPORT_BATCH) return;
      offset += rows.length;
      rows = await next(rows, offset);
    }
  })();
}
