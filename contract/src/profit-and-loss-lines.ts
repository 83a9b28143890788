/** The profit and loss statement's lines top to bottom, shared by the screen and the server's PDF. */
import type { ProfitAndLossFigures } from './reports.ts';

type MoneyKey = Exclude<keyof ProfitAndLossFigures, 'sales' | 'expenses_by_category' | 'miles'>;

/** One line of the statement: a figure, how it enters net profit, and whether it is a subtotal. */
export type StatementLine = {
  label: string;
  value: (figures: ProfitAndLossFigures) => string;
  /** '−' for what is taken off, '+' for what is added. */
  sign?: '+' | '−';
  isTotal?: boolean;
  isIndented?: boolean;
  testId: string;
};

const money = (key: MoneyKey, label: string, extra: Partial<StatementLine> = {}): StatementLine => ({
  label,
  value: (figures) => figures[key],
  testId: key,
  ...extra,
});

export const categoryAmount = (figures: ProfitAndLossFigures, category: string) =>
  figures.expenses_by_category.find((row) => row.category === category)?.amount ?? '0.00';

/** The statement top to bottom: every part that reaches net profit, the expenses by the range's categories. */
export function statementLines(categories: readonly string[]): StatementLine[] {
  return [
    money('item_sales', 'Item sales', { isIndented: true }),
    money('shipping_income', 'Shipping charged', { isIndented: true }),
    money('other_revenue', 'Other sale revenue', { isIndented: true }),
    money('gross_sales', 'Gross sales', { isTotal: true }),
    money('refunds', 'Refunds', { sign: '−' }),
    money('cost_of_goods', 'Cost of goods sold', { sign: '−' }),
    money('commission', 'Commission', { isIndented: true }),
    money('payment_fees', 'Payment fees', { isIndented: true }),
    money('shipping_labels', 'Shipping labels', { isIndented: true }),
    money('other_sale_costs', 'Other sale costs', { isIndented: true }),
    money('selling_costs', 'Selling costs', { sign: '−' }),
    money('sales_profit', 'Profit from sales', { isTotal: true }),
    money('other_income', 'Other income', { sign: '+' }),
    ...categories.map((category): StatementLine => ({
      label: category,
      value: (figures) => categoryAmount(figures, category),
      isIndented: true,
      testId: `expense-${category}`,
    })),
    money('expenses', 'Expenses', { sign: '−' }),
    money('mileage', 'Mileage', { sign: '−' }),
    money('net_profit', 'Net profit', { isTotal: true }),
  ];
}
