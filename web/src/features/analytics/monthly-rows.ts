import type { MonthlyPurchasesRow, MonthlySalesRow, ProfitAndLossMonth } from '@flipstack/contract';

/** One month of the analytics table: what was bought, what was sold and (for all platforms) what was left after expenses and mileage. */
export type MonthRow = {
  month: string;
  purchases: MonthlyPurchasesRow | undefined;
  sales: MonthlySalesRow | undefined;
  net: ProfitAndLossMonth | undefined;
};

/** The reports side by side, month by month, in order (the server includes empty months). */
export function mergeMonths(
  purchases: MonthlyPurchasesRow[] = [],
  sales: MonthlySalesRow[] = [],
  net: ProfitAndLossMonth[] = [],
): MonthRow[] {
  const months = [...new Set([...purchases.map((row) => row.month), ...sales.map((row) => row.month)])].sort();
  return months.map((month) => ({
    month,
    purchases: purchases.find((row) => row.month === month),
    sales: sales.find((row) => row.month === month),
    net: net.find((row) => row.month === month),
  }));
}

/** What the chart draws: revenue and spend as bars, profit and (when known) net profit as lines. */
export const chartPoints = (rows: MonthRow[], label: (month: string) => string) =>
  rows.map((row) => ({
    month: label(row.month),
    Revenue: Number(row.sales?.revenue_total ?? 0),
    Spend: Number(row.purchases?.spend ?? 0),
    Profit: Number(row.sales?.profit ?? 0),
    ...(row.net ? { 'Net profit': Number(row.net.net_profit) } : {}),
  }));

export const CSV_HEADER = [
  'month',
  'purchases',
  'items_bought',
  'spend',
  'sales',
  'items_sold',
  'revenue_total',
  'revenue_taxes',
  'revenue_refunds',
  'cost_total',
  'cost_of_goods',
  'profit',
  'margin_percent',
  'avg_days_to_sell',
  'expenses',
  'mileage',
  'net_profit',
];

export const csvRow = ({ month, purchases, sales, net }: MonthRow): unknown[] => [
  month,
  purchases?.count,
  purchases?.items,
  purchases?.spend,
  sales?.count,
  sales?.items,
  sales?.revenue_total,
  sales?.revenue_taxes,
  sales?.revenue_refunds,
  sales?.cost_total,
  sales?.cost_of_goods,
  sales?.profit,
  sales?.margin_percent,
  sales?.avg_days_to_sell,
  net?.expenses,
  net?.mileage,
  net?.net_profit,
];
