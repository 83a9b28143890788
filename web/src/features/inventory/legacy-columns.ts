import type { InventoryDetailRow } from '@flipstack/contract';
import { formatDate } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { STATUS_LABELS, itemName } from './inventory-labels.ts';

export type LegacyColumn = {
  key: string;
  title: string;
  /** The inventory-items-detail order_by field, when the column sorts. */
  sort?: string;
  isNumeric?: boolean;
  value: (row: InventoryDetailRow, currency: string) => string;
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : String(value);
const money = (value: string | null | undefined, currency: string) => (value ? formatMoney(value, currency) : '');

/** Every field the detail endpoint gives, flattened. */
export const LEGACY_COLUMNS: LegacyColumn[] = [
  { key: 'id', title: 'ID', sort: 'id', isNumeric: true, value: (row) => String(row.id) },
  { key: 'item', title: 'Item', value: (row) => itemName(row) },
  { key: 'serial_number', title: 'Serial', sort: 'serial_number', value: (row) => text(row.serial_number) },
  { key: 'tag_number', title: 'Tag', sort: 'tag_number', value: (row) => text(row.tag_number) },
  { key: 'product', title: 'Product', sort: 'product_name', value: (row) => row.product.name },
  { key: 'sku', title: 'SKU', value: (row) => text(row.product.sku) },
  { key: 'brand', title: 'Brand', value: (row) => text(row.brand?.name) },
  { key: 'category', title: 'Category', value: (row) => text(row.category?.name) },
  { key: 'condition', title: 'Condition', value: (row) => text(row.condition) },
  { key: 'status', title: 'Status', sort: 'status', value: (row) => STATUS_LABELS[row.status] },
  { key: 'location', title: 'Location', value: (row) => text(row.location?.name) },
  { key: 'cost', title: 'Cost', sort: 'cost', isNumeric: true, value: (row, currency) => money(row.cost, currency) },
  {
    key: 'listed_price',
    title: 'Asking price',
    sort: 'listed_price',
    isNumeric: true,
    value: (row, currency) => money(row.listed_price, currency),
  },
  {
    key: 'listed_value',
    title: 'Listed at',
    sort: 'listed_value',
    isNumeric: true,
    value: (row, currency) => money(row.listed_value, currency),
  },
  {
    key: 'days_in_stock',
    title: 'Days',
    sort: 'days_in_stock',
    isNumeric: true,
    value: (row) => String(row.days_in_stock),
  },
  {
    key: 'received_at',
    title: 'Received',
    sort: 'received_at',
    value: (row) => (row.received_at ? formatDate(row.received_at) : ''),
  },
  { key: 'purchase', title: 'Purchase', isNumeric: true, value: (row) => (row.purchase ? `#${row.purchase.id}` : '') },
  {
    key: 'purchased_at',
    title: 'Purchased',
    sort: 'purchased_at',
    value: (row) => (row.purchase ? formatDate(row.purchase.purchased_at) : ''),
  },
  { key: 'order_number', title: 'Order number', value: (row) => text(row.purchase?.order_number) },
  { key: 'seller', title: 'Seller', value: (row) => text(row.purchase?.seller_name ?? row.purchase?.seller_username) },
  {
    key: 'listings',
    title: 'Active listings',
    value: (row, currency) =>
      row.active_listings.map((listing) => `${listing.platform_name} ${money(listing.price, currency)}`).join(', '),
  },
  { key: 'sale', title: 'Sale', isNumeric: true, value: (row) => (row.sale ? `#${row.sale.id}` : '') },
  { key: 'sold_at', title: 'Sold', sort: 'sold_at', value: (row) => (row.sale ? formatDate(row.sale.sold_at) : '') },
  {
    key: 'revenue',
    title: 'Revenue',
    isNumeric: true,
    value: (row, currency) => money(row.sale?.revenue_total, currency),
  },
  { key: 'profit', title: 'Profit', isNumeric: true, value: (row, currency) => money(row.sale?.profit, currency) },
  { key: 'created_at', title: 'Created', sort: 'created_at', value: (row) => formatDate(row.created_at) },
];

export const ALL_COLUMN_KEYS = LEGACY_COLUMNS.map((column) => column.key);
