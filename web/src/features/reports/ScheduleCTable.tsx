import { Group, Select, Table, Text } from '@mantine/core';
import { SCHEDULE_C_EXPENSE_LINES, type ScheduleCLine, type TaxYearResponse } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

const NUMERIC = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };
const LINE_OPTIONS = SCHEDULE_C_EXPENSE_LINES.map(({ line, label }) => ({ value: line, label: `${line} ${label}` }));

type Row = { line: string; label: string; amount: string; isTotal?: boolean };

function FigureRow({ line, label, amount, isTotal }: Row) {
  const currency = useCurrency();
  return (
    <Table.Tr fw={isTotal ? 700 : undefined} data-testid={`schedule-c-${line}`}>
      <Table.Td w={60}>{line}</Table.Td>
      <Table.Th scope="row" fw={isTotal ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td {...NUMERIC}>{formatMoney(amount, currency)}</Table.Td>
    </Table.Tr>
  );
}

type ScheduleCTableProps = {
  report: TaxYearResponse;
  /** Moves an expense part (a category, a sale cost, Mileage) to another line. */
  onMove: (name: string, line: ScheduleCLine) => void;
  isSaving: boolean;
};

/** Schedule C Part I and II: income down to gross profit, each expense line with its parts, net profit. */
export function ScheduleCTable({ report, onMove, isSaving }: ScheduleCTableProps) {
  const currency = useCurrency();
  return (
    <Table withTableBorder aria-label="Schedule C">
      <Table.Tbody>
        <FigureRow line="1" label="Gross receipts or sales" amount={report.gross_receipts} />
        <FigureRow line="2" label="Returns and allowances" amount={report.returns} />
        <FigureRow line="4" label="Cost of goods sold (Part III)" amount={report.cost_of_goods} />
        <FigureRow line="5" label="Gross profit" amount={report.gross_profit} isTotal />
        <FigureRow line="6" label="Other income" amount={report.other_income} />
        {report.expenses.map((expense) => [
          <FigureRow key={expense.line} line={expense.line} label={expense.label} amount={expense.amount} />,
          ...expense.parts.map((part) => (
            <Table.Tr key={`${expense.line}-${part.kind}-${part.name}`}>
              <Table.Td />
              <Table.Td pl={{ base: 'md', sm: 'xl' }}>
                {/* On a phone the line's picker goes under its name, so the table fits the screen. */}
                <Group gap="xs" justify="space-between">
                  <Text size="sm">{part.name}</Text>
                  <Select
                    size="xs"
                    aria-label={`Schedule C line for ${part.name}`}
                    data={LINE_OPTIONS}
                    value={expense.line}
                    allowDeselect={false}
                    disabled={isSaving}
                    onChange={(line) => line && line !== expense.line && onMove(part.name, line)}
                    w={{ base: '100%', sm: 260 }}
                  />
                </Group>
              </Table.Td>
              <Table.Td {...NUMERIC} c="dimmed">
                {formatMoney(part.amount, currency)}
              </Table.Td>
            </Table.Tr>
          )),
        ])}
        <FigureRow line="28" label="Total expenses" amount={report.total_expenses} isTotal />
        <FigureRow line="31" label="Net profit" amount={report.net_profit} isTotal />
        <Table.Tr>
          <Table.Td />
          <Table.Th scope="row" fw={400}>
            <Text size="sm" c="dimmed" span>
              Tax the marketplaces collected (not counted)
            </Text>
          </Table.Th>
          <Table.Td {...NUMERIC} c="dimmed">
            {formatMoney(report.marketplace_taxes, currency)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
