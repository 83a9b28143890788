import { SALE_COST_FIELDS, SALE_REVENUE_FIELDS } from './resources/sales.ts';

type SaleMoneyField = (typeof SALE_REVENUE_FIELDS)[number] | (typeof SALE_COST_FIELDS)[number];

export type SaleSums = { revenueTotal: bigint; costTotal: bigint; profit: bigint };

/**
 * A sale's sums in integer cents, from each money field's cents and its cost of goods: the rule the
 * server stores as generated columns (server/src/db/schema/sales.ts), for a form that shows them before
 * saving. Taxes collected for the state are passed on, not income.
 */
export function saleSums(cents: (field: SaleMoneyField) => bigint, costOfGoods: bigint): SaleSums {
  const revenueTotal = SALE_REVENUE_FIELDS.reduce((sum, field) => sum + cents(field), 0n);
  const costTotal = SALE_COST_FIELDS.reduce((sum, field) => sum + cents(field), 0n);
  return { revenueTotal, costTotal, profit: revenueTotal - cents('revenue_taxes') - costTotal - costOfGoods };
}
