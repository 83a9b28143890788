import {
  FORM_1099K_STEPS,
  periodKey,
  statementLines,
  type ProfitAndLossGroup,
  type ProfitAndLossResponse,
  type TaxYearResponse,
} from '@flipstack/contract';
import type { PdfStatement } from './statement-pdf.ts';

/** '$1,234.50' in the team's currency (the figures are exact strings; this only draws them). */
function moneyFormatter(currency: string): (value: string) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  } catch {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  return (value) => format.format(Number(value));
}

export function profitAndLossPdfStatement(
  report: ProfitAndLossResponse,
  group: ProfitAndLossGroup,
  currency: string,
): PdfStatement {
  const money = moneyFormatter(currency);
  const periods = [report.total, ...report.months];
  return {
    title: 'Profit and loss',
    subtitle: `${report.from} to ${report.to}, by ${group}, in ${report.time_zone}`,
    tables: [
      {
        heading: 'Statement',
        columns: ['Total', ...report.months.map((period) => periodKey(period.month, group))],
        rows: [
          { label: 'Sales', cells: periods.map((figures) => String(figures.sales)) },
          ...statementLines(report.expense_categories).map((line) => ({
            label: `${line.isIndented ? '    ' : ''}${line.sign ? `${line.sign} ` : ''}${line.label}`,
            cells: periods.map((figures) => money(line.value(figures))),
            isTotal: line.isTotal,
          })),
          { label: 'Miles driven', cells: periods.map((figures) => figures.miles) },
          {
            label: 'Tax the marketplaces collected (not counted)',
            cells: periods.map((figures) => money(figures.marketplace_taxes)),
          },
        ],
      },
    ],
  };
}

export function taxYearPdfStatement(report: TaxYearResponse, currency: string): PdfStatement {
  const money = moneyFormatter(currency);
  const line = (number: string, label: string, amount: string, isTotal = false) => ({
    label: `${number.padEnd(5)} ${label}`,
    cells: [money(amount)],
    isTotal,
  });
  const { inventory } = report;
  return {
    title: `Tax year ${report.year}`,
    subtitle: `1 January to 31 December ${report.year} in ${report.time_zone}; Schedule C (Form 1040)`,
    tables: [
      {
        heading: 'Schedule C',
        columns: ['Amount'],
        rows: [
          line('1', 'Gross receipts or sales', report.gross_receipts),
          line('2', 'Returns and allowances', report.returns),
          line('4', 'Cost of goods sold', report.cost_of_goods),
          line('5', 'Gross profit', report.gross_profit, true),
          line('6', 'Other income', report.other_income),
          ...report.expenses.flatMap((expense) => [
            line(expense.line, expense.label, expense.amount),
            ...expense.parts.map((part) => ({ label: `          ${part.name}`, cells: [money(part.amount)] })),
          ]),
          line('28', 'Total expenses', report.total_expenses, true),
          line('31', 'Net profit', report.net_profit, true),
          { label: 'Tax the marketplaces collected (not counted)', cells: [money(report.marketplace_taxes)] },
        ],
      },
      {
        heading: 'Cost of goods sold (Part III)',
        columns: ['Units', 'At cost'],
        rows: [
          {
            label: '35    Inventory at beginning of year',
            cells: [String(inventory.beginning_units), money(inventory.beginning_inventory)],
          },
          { label: '36    Purchases', cells: [String(inventory.purchased_units), money(inventory.purchases)] },
          {
            label: '41    Inventory at end of year',
            cells: [String(inventory.ending_units), money(inventory.ending_inventory)],
          },
          { label: '42    Cost of goods sold', cells: ['', money(inventory.cost_of_goods)], isTotal: true },
          { label: '          of which units sold', cells: ['', money(inventory.sold_cost)] },
          { label: '          of which units written off', cells: ['', money(inventory.written_off_cost)] },
        ],
      },
      {
        heading: '1099-K by marketplace',
        columns: report.marketplaces.map((market) => market.platform),
        rows: [
          {
            label: 'Reported gross (1099-K)',
            cells: report.marketplaces.map((market) => money(market.reported_gross)),
            isTotal: true,
          },
          ...FORM_1099K_STEPS.map((step) => ({
            label: step.label,
            cells: report.marketplaces.map((market) => money(market[step.key])),
            isTotal: step.key === 'booked_item_sales',
          })),
          {
            label: 'Gross receipts booked (line 1)',
            cells: report.marketplaces.map((market) => money(market.gross_receipts)),
          },
          {
            label: "Gross on the marketplace's own 1099-K",
            cells: report.marketplaces.map((market) => (market.form_1099k_gross ? money(market.form_1099k_gross) : '')),
          },
          {
            label: 'Not explained by the books',
            cells: report.marketplaces.map((market) => (market.unexplained ? money(market.unexplained) : '')),
          },
        ],
      },
    ],
  };
}
