import { describe, expect, it } from 'vitest';
import { periodKey, type ProfitAndLossFigures, type ProfitAndLossResponse } from '@flipstack/contract';
import { profitAndLossCsv, statementLines } from './profit-and-loss-lines.ts';
import { periodLabel } from './report-period.ts';

const figures = (net: string, expenses: ProfitAndLossFigures['expenses_by_category']): ProfitAndLossFigures => ({
  sales: 1,
  item_sales: '100.00',
  shipping_income: '0.00',
  other_revenue: '0.00',
  gross_sales: '100.00',
  marketplace_taxes: '8.00',
  refunds: '0.00',
  cost_of_goods: '0.00',
  commission: '10.00',
  payment_fees: '0.00',
  shipping_labels: '0.00',
  other_sale_costs: '0.00',
  selling_costs: '10.00',
  sales_profit: '90.00',
  other_income: '0.00',
  expenses: expenses.length ? '12.00' : '0.00',
  expenses_by_category: expenses,
  mileage: '17.22',
  miles: '24.6',
  net_profit: net,
});

const report: ProfitAndLossResponse = {
  from: '2026-01',
  to: '2026-02',
  time_zone: 'UTC',
  months: [
    { month: '2026-01', ...figures('60.78', [{ category: 'Shipping supplies', amount: '12.00' }]) },
    { month: '2026-02', ...figures('72.78', []) },
  ],
  total: figures('133.56', [{ category: 'Shipping supplies', amount: '12.00' }]),
  expense_categories: ['Shipping supplies'],
};

describe('the profit and loss statement', () => {
  it('lists every part from gross sales down to net profit, the range’s categories among the expenses', () => {
    const lines = statementLines(report.expense_categories);
    expect(lines.map((line) => line.testId).slice(-5)).toEqual([
      'other_income',
      'expense-Shipping supplies',
      'expenses',
      'mileage',
      'net_profit',
    ]);
    const category = lines.find((line) => line.testId === 'expense-Shipping supplies')!;
    expect(report.months.map((month) => category.value(month))).toEqual(['12.00', '0.00']);
  });

  it('writes a CSV row per month and a total row, a column per figure and per category', () => {
    const { header, rows } = profitAndLossCsv(report);
    expect(header.slice(-5)).toEqual(['expenses', 'expenses: Shipping supplies', 'mileage', 'miles', 'net_profit']);
    expect(rows.map((row) => [row[0], row.at(-4), row.at(-1)])).toEqual([
      ['2026-01', '12.00', '60.78'],
      ['2026-02', '0.00', '72.78'],
      ['total', '12.00', '133.56'],
    ]);
  });

  it('names a quarter’s or a year’s row by its period, from its first month', () => {
    const byQuarter = { ...report, months: [{ ...report.months[0]!, month: '2026-04' }] };
    const { header, rows } = profitAndLossCsv(byQuarter, 'quarter');
    expect(header[0]).toBe('quarter');
    expect(rows.map((row) => row[0])).toEqual(['2026-Q2', 'total']);
    expect(periodLabel('2026-10', 'quarter')).toBe('Q4 2026');
    expect(periodLabel('2026-01', 'year')).toBe('2026');
    expect(periodKey('2026-01', 'year')).toBe('2026');
  });
});
