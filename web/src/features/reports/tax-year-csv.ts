import { FORM_1099K_STEPS, type TaxYearResponse } from '@flipstack/contract';

export const TAX_YEAR_CSV_HEADER = ['section', 'line', 'name', 'part', 'units', 'amount'] as const;

/** Every figure of the tax year on a row of its own: Schedule C, Part III, then each marketplace's 1099-K walk. */
export function taxYearCsvRows(report: TaxYearResponse): string[][] {
  const { inventory } = report;
  const income = 'Schedule C';
  const goods = 'Cost of goods sold (Part III)';
  const rows = [
    [income, '1', 'Gross receipts or sales', '', '', report.gross_receipts],
    [income, '2', 'Returns and allowances', '', '', report.returns],
    [income, '4', 'Cost of goods sold', '', '', report.cost_of_goods],
    [income, '5', 'Gross profit', '', '', report.gross_profit],
    [income, '6', 'Other income', '', '', report.other_income],
    ...report.expenses.flatMap((line) => [
      [income, line.line, line.label, '', '', line.amount],
      ...line.parts.map((part) => [income, line.line, line.label, part.name, '', part.amount]),
    ]),
    [income, '28', 'Total expenses', '', '', report.total_expenses],
    [income, '31', 'Net profit', '', '', report.net_profit],
    [
      goods,
      '35',
      'Inventory at beginning of year',
      '',
      String(inventory.beginning_units),
      inventory.beginning_inventory,
    ],
    [goods, '36', 'Purchases', '', String(inventory.purchased_units), inventory.purchases],
    [goods, '41', 'Inventory at end of year', '', String(inventory.ending_units), inventory.ending_inventory],
    [goods, '42', 'Cost of goods sold', '', '', inventory.cost_of_goods],
    [goods, '', 'Cost of goods sold', 'Units sold', '', inventory.sold_cost],
    [goods, '', 'Cost of goods sold', 'Units written off', '', inventory.written_off_cost],
  ];
  for (const market of report.marketplaces) {
    const section = `1099-K: ${market.platform}`;
    rows.push(
      [
        section,
        '',
        'Reported gross (UTC year, tax and shipping included)',
        '',
        String(market.sales),
        market.reported_gross,
      ],
      ...FORM_1099K_STEPS.map(({ key, label }) => [section, '', label, '', '', market[key]]),
      [section, '', 'Gross receipts booked', '', '', market.gross_receipts],
      [section, '', "Gross on the marketplace's own 1099-K", '', '', market.form_1099k_gross ?? ''],
      [section, '', 'Not explained by the books', '', '', market.unexplained ?? ''],
    );
  }
  return rows;
}
