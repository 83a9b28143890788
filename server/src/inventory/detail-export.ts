import { and, sql, type SQL } from 'drizzle-orm';
import type { InventoryDetailRow, InventoryExportQuery } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf, type Row } from '../db/raw.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { csvFile } from '../resources/export-csv.ts';
import { batchesPastMarks, markColumn, markColumns, pastMark, type AfterMark } from '../resources/kit/keyset.ts';
import type { OrderKey } from '../resources/kit/list-query.ts';
import { SOLD_WAIT, UNSOLD_WAIT, detailOrderKeys, detailWhere, ordersByWait, waitPairOrder } from './detail-filters.ts';
import type { MergeHalves } from './detail-paging.ts';
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
 * in stock, each half of the merge (sold, unsold; detailPageIds) goes past its own last item, the unsold
 * items' wait counted to the export's start; with more sort fields after it, batches go by offset.
 */
export async function inventoryCsv(
  db: Database,
  teamId: number,
  query: InventoryExportQuery,
): Promise<AsyncGenerator<string>> {
  const batches = detailBatches(db, detailWhere(teamId, query), query);
  return csvFile(HEADER, await batches.next(), batches, line);
}

type ReadBatch = (condition: SQL | undefined, offset?: number, halves?: MergeHalves) => Promise<InventoryDetailRow[]>;

function detailBatches(db: Database, where: SQL, query: InventoryExportQuery): AsyncGenerator<InventoryDetailRow[]> {
  const read: ReadBatch = async (condition, offset = 0, halves) => {
    const page = detailPageIds(and(where, condition)!, { ...query, limit: DETAIL_EXPORT_BATCH, offset }, { halves });
    const [rendered] = await rowsOf<RenderedPage>(db, renderedRows(page));
    return JSON.parse(rendered!.rows) as InventoryDetailRow[];
  };
  if (!ordersByWait(query.order_by)) {
    const keys = detailOrderKeys(query.order_by);
    return batchesPastMarks(keys, DETAIL_EXPORT_BATCH, read, (row) => markOf(db, keys, row.id));
  }
  return waitPairOrder(query.order_by) ? mergedBatches(db, query, read) : offsetBatches(read);
}

/** Item `id`'s values of the order of `keys`. */
async function markOf(db: Database, keys: OrderKey[], id: number): Promise<AfterMark> {
  const columns = Object.entries(markColumns(keys)).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`);
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from ${inventoryItems} where ${inventoryItems.id} = ${id}`,
  );
  return keys.map((_, index) => row![markColumn(index)] as string | null);
}

/** By days in stock and more fields after it, which the merge's halves do not hold. */
async function* offsetBatches(read: ReadBatch): AsyncGenerator<InventoryDetailRow[]> {
  for (let offset = 0; ; offset += DETAIL_EXPORT_BATCH) {
    const rows = await read(undefined, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < DETAIL_EXPORT_BATCH) return;
  }
}

/** By days in stock: each half of the merge goes past its own last item in the batch before. */
async function* mergedBatches(
  db: Database,
  query: InventoryExportQuery,
  read: ReadBatch,
): AsyncGenerator<InventoryDetailRow[]> {
  const past = async (keys: OrderKey[], id: number) => pastMark(keys, await markOf(db, keys, id));
  const soldKeys = detailOrderKeys(query.order_by, SOLD_WAIT);
  const unsoldKeys = detailOrderKeys(query.order_by, UNSOLD_WAIT);
  const halves: MergeHalves = {
    sold: undefined,
    unsold: undefined,
    now: sql`${new Date().toISOString()}::timestamptz`,
  };
  for (;;) {
    const rows = await read(undefined, 0, halves);
    if (rows.length > 0) yield rows;
    if (rows.length < DETAIL_EXPORT_BATCH) return;
    const ids = rows.map((row) => row.id);
    const unsold = await rowsOf<{ id: number }>(
      db,
      sql`select ${inventoryItems.id} as id from ${inventoryItems}
        where ${inventoryItems.id} = any(${sql.param(ids)}::int[]) and ${inventoryItems.sold_at} is null`,
    );
    const unsoldIds = new Set(unsold.map((row) => row.id));
    const lastSold = ids.findLast((id) => !unsoldIds.has(id));
    const lastUnsold = ids.findLast((id) => unsoldIds.has(id));
    if (lastSold !== undefined) halves.sold = await past(soldKeys, lastSold);
    if (lastUnsold !== undefined) halves.unsold = await past(unsoldKeys, lastUnsold);
  }
}
