import { sql } from 'drizzle-orm';
import { inventoryItems, products, saleInventoryItems, sales } from '../db/schema/index.ts';
import { moneyField, textField } from '../resources/kit/computed.ts';
import type { Row } from '../db/raw.ts';

export const revenueTotal = sql`${sales.revenue_subtotal} + ${sales.revenue_shipping} + ${sales.revenue_taxes} + ${sales.revenue_other}`;
export const costTotal = sql`${sales.cost_shipping} + ${sales.cost_commission} + ${sales.cost_payment} + ${sales.cost_other}`;
// Kept on the sale by db/derived/sales.sql (the sum of its items' cost).
const costOfGoods = sql`${sales.cost_of_goods}`;

/** A sale's sums, in SQL on numeric, so they are exact and can be filtered and sorted. */
export const saleTotals = {
  revenue_total: moneyField(revenueTotal),
  cost_total: moneyField(costTotal),
  // Taxes collected for the state are passed on, not income.
  profit: moneyField(sql`(${revenueTotal}) - ${sales.revenue_taxes} - (${costTotal}) - ${costOfGoods}`),
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
export function lossWarning(rows: Row[]): string | undefined {
  const losing = rows.filter((row) => String(row['profit']).startsWith('-'));
  if (losing.length === 0) return undefined;
  if (losing.length === 1) return `Sale #${losing[0]!.id} loses money.`;
  return `${losing.length} sales on this page lose money.`;
}
