import type { InventoryDetailRow, InventoryExportQuery } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { builtRows, builtStatement } from '../db/raw.ts';
import { csvFile } from '../resources/export-csv.ts';
import { detailWhere, detailWhereValues } from './detail-filters.ts';
import { pagingOf } from './detail-paging.ts';
import { nextAfterOf, pageSizes, pageStatement, type RenderedPage } from './detail-repository.ts';

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
 * last item (detail-paging.ts, as the screen's next page does), so the last batch of a million items
 * costs what the first did; by days in stock every batch counts the unsold items' wait to the export's start.
 */
export async function inventoryCsv(
  db: Database,
  teamId: number,
  query: InventoryExportQuery,
): Promise<AsyncGenerator<string>> {
  const batches = detailBatches(db, teamId, query);
  return csvFile(HEADER, await batches.next(), batches, line);
}

async function* detailBatches(
  db: Database,
  teamId: number,
  query: InventoryExportQuery,
): AsyncGenerator<InventoryDetailRow[]> {
  const where = detailWhere(query);
  const values = { ...detailWhereValues(teamId, query), ...pageSizes(DETAIL_EXPORT_BATCH, 0) };
  let after: string | undefined;
  for (;;) {
    const paging = pagingOf({ ...query, limit: DETAIL_EXPORT_BATCH, offset: 0, after });
    const [page] = await builtRows<RenderedPage>(db, builtStatement(pageStatement(where, query, paging)), {
      ...values,
      ...paging.values,
    });
    const rows = JSON.parse(page!.rows) as InventoryDetailRow[];
    if (rows.length > 0) yield rows;
    after = page!.more ? nextAfterOf(paging, page!) : undefined;
    if (!after) return;
  }
}
