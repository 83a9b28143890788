import { Table } from '@mantine/core';
import type { TaxYearResponse } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

const NUMERIC = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };

/** Schedule C Part III: the inventory at cost at each year end and what came in between. */
export function CostOfGoodsTable({ inventory }: { inventory: TaxYearResponse['inventory'] }) {
  const currency = useCurrency();
  const rows = [
    {
      line: '35',
      label: 'Inventory at beginning of year',
      units: inventory.beginning_units,
      amount: inventory.beginning_inventory,
    },
    { line: '36', label: 'Purchases', units: inventory.purchased_units, amount: inventory.purchases },
    {
      line: '41',
      label: 'Inventory at end of year',
      units: inventory.ending_units,
      amount: inventory.ending_inventory,
    },
    { line: '42', label: 'Cost of goods sold', amount: inventory.cost_of_goods, isTotal: true },
    { line: '', label: 'of which units sold', amount: inventory.sold_cost },
    { line: '', label: 'of which units written off', amount: inventory.written_off_cost },
  ];
  return (
    <Table withTableBorder aria-label="Cost of goods sold">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>Line</Table.Th>
          <Table.Th />
          <Table.Th {...NUMERIC}>Units</Table.Th>
          <Table.Th {...NUMERIC}>At cost</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label} fw={row.isTotal ? 700 : undefined}>
            <Table.Td>{row.line}</Table.Td>
            <Table.Th scope="row" fw={row.isTotal ? 700 : 400} pl={row.line ? undefined : 'xl'}>
              {row.label}
            </Table.Th>
            <Table.Td {...NUMERIC}>{row.units ?? ''}</Table.Td>
            <Table.Td {...NUMERIC}>{formatMoney(row.amount, currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
