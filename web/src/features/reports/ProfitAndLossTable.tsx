import { Box, Table, Text } from '@mantine/core';
import type { ProfitAndLossGroup, ProfitAndLossResponse } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { statementLines } from './profit-and-loss-lines.ts';
import { periodLabel } from './report-period.ts';

const NUMERIC = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };
// Fixed widths: on a phone the names and the Total column share the screen and the months scroll beside them.
const LABEL_WIDTH = 170;
const FIGURE_WIDTH = 115;
// The line names stay in view while the months scroll sideways on a narrow screen.
const STICKY = { position: 'sticky' as const, left: 0, background: 'var(--mantine-color-body)', zIndex: 1 };

type ProfitAndLossTableProps = { report: ProfitAndLossResponse; group?: ProfitAndLossGroup };

/** The statement: a line per figure, the range's total first, then each month, quarter or year. */
export function ProfitAndLossTable({ report, group = 'month' }: ProfitAndLossTableProps) {
  const currency = useCurrency();
  const columns = [{ key: 'total', label: 'Total', figures: report.total }].concat(
    report.months.map((month) => ({ key: month.month, label: periodLabel(month.month, group), figures: month })),
  );
  return (
    // A region of its own that takes the focus: the months scroll with the keyboard too.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`Profit and loss by ${group}`}>
      <Table
        layout="fixed"
        miw={LABEL_WIDTH + FIGURE_WIDTH * columns.length}
        withTableBorder
        highlightOnHover
        aria-label="Profit and loss"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={STICKY} w={LABEL_WIDTH}>
              Line
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} {...NUMERIC} w={FIGURE_WIDTH}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={400} style={STICKY}>
              Sales
            </Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.key} {...NUMERIC}>
                {column.figures.sales}
              </Table.Td>
            ))}
          </Table.Tr>
          {statementLines(report.expense_categories).map((line) => (
            <Table.Tr key={line.testId} data-testid={`line-${line.testId}`} fw={line.isTotal ? 700 : undefined}>
              <Table.Th
                scope="row"
                fw={line.isTotal ? 700 : 400}
                pl={line.isIndented ? 'xl' : undefined}
                style={STICKY}
              >
                {line.sign ? `${line.sign} ${line.label}` : line.label}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.key} {...NUMERIC}>
                  {formatMoney(line.value(column.figures), currency)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" fw={400} style={STICKY}>
              <Text size="sm" c="dimmed" span>
                Miles driven
              </Text>
            </Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.key} {...NUMERIC} c="dimmed">
                {column.figures.miles}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400} style={STICKY}>
              <Text size="sm" c="dimmed" span>
                Tax the marketplaces collected (not counted)
              </Text>
            </Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.key} {...NUMERIC} c="dimmed">
                {formatMoney(column.figures.marketplace_taxes, currency)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Box>
  );
}
