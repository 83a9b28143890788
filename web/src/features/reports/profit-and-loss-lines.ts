import {
  categoryAmount,
  periodKey,
  type ProfitAndLossFigures,
  type ProfitAndLossGroup,
  type ProfitAndLossResponse,
} from '@flipstack/contract';

export { statementLines, type StatementLine } from '@flipstack/contract';

/** The CSV: a row per period and a last row for the whole range, a column per figure and per expense category. */
export function profitAndLossCsv(
  report: ProfitAndLossResponse,
  group: ProfitAndLossGroup = 'month',
): { header: string[]; rows: unknown[][] } {
  const keys = [
    'sales',
    'item_sales',
    'shipping_income',
    'other_revenue',
    'gross_sales',
    'marketplace_taxes',
    'refunds',
    'cost_of_goods',
    'commission',
    'payment_fees',
    'shipping_labels',
    'other_sale_costs',
    'selling_costs',
    'sales_profit',
    'other_income',
    'expenses',
  ] as const;
  const header = [group, ...keys, ...report.expense_categories.map((name) => `expenses: ${name}`)];
  header.push('mileage', 'miles', 'net_profit');
  const row = (month: string, figures: ProfitAndLossFigures) => [
    month,
    ...keys.map((key) => figures[key]),
    ...report.expense_categories.map((name) => categoryAmount(figures, name)),
    figures.mileage,
    figures.miles,
    figures.net_profit,
  ];
  return {
    header,
    rows: [...report.months.map((month) => row(periodKey(month.month, group), month)), row('total', report.total)],
  };
}
