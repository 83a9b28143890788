import type { sales, salesMonths } from '../schema/index.ts';

/**
 * The figures of a sale that sales_months sums per month cell, in column order: written out once here
 * and generated into sales-months.sql, monthly sales and the drift test.
 */
export const SALES_MONTH_SUMS = [
  'revenue_subtotal',
  'revenue_shipping',
  'revenue_taxes',
  'revenue_other',
  'cost_shipping',
  'cost_commission',
  'cost_payment',
  'cost_other',
  'items_count',
  'cost_of_goods',
  'days_in_stock_sum',
  'refunds',
  'revenue_total',
  'cost_total',
  'profit',
] as const satisfies readonly (keyof typeof sales.$inferSelect & keyof typeof salesMonths.$inferSelect)[];
