import type { InventoryDetailRow } from '@flipstack/contract';
import { LIST_LIMIT_MAX } from '@flipstack/contract';
import { downloadCsv, toCsv } from '../analytics/csv.ts';
import { fetchInventoryDetail } from './inventory-api.ts';
import { detailFilterQuery, type InventoryFilters } from './inventory-url.ts';

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
 * The whole filtered set (every page of inventory-items-detail, 500 at a time) as CSV with the joined
 * columns: the /v2 inventory-items export cannot filter by brand, category or age nor show product names.
 */
export async function exportInventoryCsv(filters: InventoryFilters): Promise<void> {
  const query = detailFilterQuery(filters);
  const signal = new AbortController().signal;
  const rows: InventoryDetailRow[] = [];
  for (let offset = 0; ; offset += LIST_LIMIT_MAX) {
    const page = await fetchInventoryDetail({ ...query, limit: LIST_LIMIT_MAX, offset }, signal);
    rows.push(...page.rows);
    if (page.rows.length < LIST_LIMIT_MAX || rows.length >= page.total) break;
  }
  downloadCsv(`inventory-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(HEADER, rows.map(line)));
}
