import { Table } from '@mantine/core';
import type { MonthlyPurchasesResponse, MonthlySalesResponse, ProfitAndLossFigures } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { monthLabel } from '../../lib/month-label.ts';
import type { MonthRow } from './monthly-rows.ts';

type Numbers = {
  purchases: MonthlyPurchasesResponse['totals'] | undefined;
  sales: MonthlySalesResponse['totals'] | undefined;
  /** Expenses, mileage and net profit belong to no platform: absent while a platform is picked. */
  net: Pick<ProfitAndLossFigures, 'expenses' | 'mileage' | 'net_profit'> | undefined;
};

const HEADERS = [
  'Month',
  'Purchases',
  'Spend',
  'Sales',
  'Items sold',
  'Revenue',
  'Costs',
  'Cost of goods',
  'Profit',
  'Margin',
  'Avg days to sell',
  'Expenses',
  'Mileage',
  'Net profit',
];
const NUMERIC = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };

function Cells({ purchases, sales, net, currency }: Numbers & { currency: string }) {
  const money = (value: string | undefined) => formatMoney(value ?? '0', currency);
  return (
    <>
      <Table.Td {...NUMERIC}>{purchases?.count ?? 0}</Table.Td>
      <Table.Td {...NUMERIC}>{money(purchases?.spend)}</Table.Td>
      <Table.Td {...NUMERIC}>{sales?.count ?? 0}</Table.Td>
      <Table.Td {...NUMERIC}>{sales?.items ?? 0}</Table.Td>
      <Table.Td {...NUMERIC}>{money(sales?.revenue_total)}</Table.Td>
      <Table.Td {...NUMERIC}>{money(sales?.cost_total)}</Table.Td>
      <Table.Td {...NUMERIC}>{money(sales?.cost_of_goods)}</Table.Td>
      <Table.Td {...NUMERIC}>{money(sales?.profit)}</Table.Td>
      <Table.Td {...NUMERIC}>
        {sales?.margin_percent === null || sales?.margin_percent === undefined ? '—' : `${sales.margin_percent}%`}
      </Table.Td>
      <Table.Td {...NUMERIC}>{sales?.avg_days_to_sell ?? '—'}</Table.Td>
      <Table.Td {...NUMERIC}>{net ? money(net.expenses) : '—'}</Table.Td>
      <Table.Td {...NUMERIC}>{net ? money(net.mileage) : '—'}</Table.Td>
      <Table.Td {...NUMERIC} fw={700}>
        {net ? money(net.net_profit) : '—'}
      </Table.Td>
    </>
  );
}

/** The months of the chart as numbers, newest last, with the range's totals at the foot. */
export function MonthlyTable({ rows, totals }: { rows: MonthRow[]; totals: Numbers }) {
  const currency = useCurrency();
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover withTableBorder aria-label="Monthly figures">
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((header, index) => (
              <Table.Th key={header} ta={index === 0 ? undefined : 'right'} style={{ whiteSpace: 'nowrap' }}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.month} data-testid={`month-${row.month}`}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {monthLabel(row.month)}
              </Table.Th>
              <Cells purchases={row.purchases} sales={row.sales} net={row.net} currency={currency} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        {/* With the months, not before: a totals row shown while loading was pushed off the screen by them. */}
        {rows.length > 0 && (
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid="analytics-totals">
              <Table.Th scope="row">Total</Table.Th>
              <Cells {...totals} currency={currency} />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
