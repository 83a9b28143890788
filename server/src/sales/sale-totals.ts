import { sql } from 'drizzle-orm';
import type { sales as contract } from '@flipstack/contract';
import { inventoryItems, products, saleInventoryItems, sales } from '../db/schema/index.ts';
import { moneyField, textField } from '../resources/kit/computed.ts';
import type { ResourceRow } from '../resources/kit/define.ts';

/** A sale's sums: stored generated columns (db/schema/sales.ts), so they are exact and can be filtered and sorted from an index. */
export const saleTotals = {
  revenue_total: moneyField(sql`${sales.revenue_total}`),
  cost_total: moneyField(sql`${sales.cost_total}`),
  profit: moneyField(sql`${sales.profit}`),
  // Served by sale_inventory_items' sale_id index: a few rows a sale.
  items_summary: textField(
    sql`select string_agg(${products.name}, ', ' order by ${saleInventoryItems.id})
      from ${saleInventoryItems}
      join ${inventoryItems} on ${inventoryItems.id} = ${saleInventoryItems.inventory_item_id}
      join ${products} on ${products.id} = ${inventoryItems.product_id}
      where ${saleInventoryItems.sale_id} = ${sales.id}`,
  ),
};

/** 'Sale #12 loses money.' when one sale of the page has a negative profit, else how many do. */
export function lossWarning(rows: ResourceRow<typeof contract, typeof sales>[]): string | undefined {
  const losing = rows.filter((row) => row.profit.startsWith('-'));
  if (losing.length === 0) return undefined;
  if (losing.length === 1) return `Sale #${losing[0]!.id} loses money.`;
  return `${losing.length} sales on this page lose money.`;
}
