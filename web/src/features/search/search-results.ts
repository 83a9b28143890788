import { thumbnailUrl, type GlobalSearchResponse } from '@flipstack/contract';
import { formatMoney } from '../../lib/money.ts';
import { STATUS_LABELS } from '../inventory/inventory-labels.ts';

export type SearchHit = {
  id: number;
  label: string;
  detail: string | undefined;
  path: string;
  /** A thumbnail shown beside the hit (a product's first image). */
  image?: string | undefined;
};
export type SearchGroup = { key: keyof GlobalSearchResponse; title: string; hits: SearchHit[] };

const text = (value: string | null | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * The spec's groups and labels (section 2): products → name; inventory items → serial number, else tag
 * number, else the id; sellers → name, else username; sales and purchases → '#' + id. Each hit opens
 * /{group}/{id} (inventory items open /inventory/{id}). An item's detail says what it is, where it stands and
 * what it cost, in the team's currency.
 */
export function searchGroups(answer: GlobalSearchResponse, currency: string): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      key: 'products',
      title: 'Products',
      hits: answer.products.map((row) => ({
        id: row.id,
        label: row.name,
        detail: text(row.sku),
        path: `/products/${row.id}`,
        image: row.image_file_id ? thumbnailUrl(row.image_file_id) : undefined,
      })),
    },
    {
      key: 'inventoryItems',
      title: 'Inventory Items',
      hits: answer.inventoryItems.map((row) => ({
        id: row.id,
        label: text(row.serial_number) ?? text(row.tag_number) ?? String(row.id),
        detail: [row.product_name, STATUS_LABELS[row.status], row.cost ? formatMoney(row.cost, currency) : undefined]
          .filter(Boolean)
          .join(' · '),
        path: `/inventory/${row.id}`,
      })),
    },
    {
      key: 'sales',
      title: 'Sales',
      hits: answer.sales.map((row) => ({
        id: row.id,
        label: `#${row.id}`,
        detail: text(row.buyer) ?? text(row.order_number),
        path: `/sales/${row.id}`,
      })),
    },
    {
      key: 'purchases',
      title: 'Purchases',
      hits: answer.purchases.map((row) => ({
        id: row.id,
        label: `#${row.id}`,
        detail: text(row.seller_name) ?? text(row.seller_username) ?? text(row.order_number),
        path: `/purchases/${row.id}`,
      })),
    },
    {
      key: 'sellers',
      title: 'Sellers',
      hits: answer.sellers.map((row) => ({
        id: row.id,
        label: text(row.name) ?? text(row.username) ?? `#${row.id}`,
        detail: text(row.email),
        path: `/sellers/${row.id}`,
      })),
    },
  ];
  return groups.filter((group) => group.hits.length > 0);
}
