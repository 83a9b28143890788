import { sql } from 'drizzle-orm';
import { inventoryItems, saleInventoryItems, sales } from '../db/schema/index.ts';
import { moneyField } from '../resources/computed.ts';
import type { Row } from '../resources/define.ts';

export const revenueTotal = sql`${sales.revenue_subtotal} + ${sales.revenue_shipping} + ${sales.revenue_taxes} + ${sales.revenue_other}`;
export const costTotal = sql`${sales.cost_shipping} + ${sales.cost_commission} + ${sales.cost_payment} + ${sales.cost_other}`;
const costOfGoods = sql`coalesce((
  select sum(${inventoryItems.cost}) from ${saleInventoryItems}
  join ${inventoryItems} on ${inventoryItems.id} = ${saleInventoryItems.inventory_item_id}
  where ${saleInventoryItems.sale_id} = ${sales.id}), 0)`;

/** A sale's sums, in SQL on numeric, so they are exact and can be filtered and sorted. */
export const saleTotals = {
  revenue_total: moneyField(revenueTotal),
  cost_total: moneyField(costTotal),
  cost_of_goods: moneyField(costOfGoods),
  // Taxes collected for the state are passed on, not income.
  profit: moneyField(sql`(${revenueTotal}) - ${sales.revenue_taxes} - (${costTotal}) - ${costOfGoods}`),
};

/** 'Sale #12 loses money.' when one sale of the page has a negative profit, else how many do. */
export function lossWarning(rows: Row[]): string | undefined {
  const losing = rows.filter((row) => String(row['profit']).startsWith('-'));
  if (losing.length === 0) return undefined;
  if (losing.length === 1) return `Sale #${losing[0]!.id} loses money.`;
  return `${losing.length} sales on this page lose money.`;
}
