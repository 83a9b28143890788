import { Group, Paper, Stack, Text } from '@mantine/core';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import type { SaleTotals } from './sale-values.ts';

const LINES: { key: keyof SaleTotals; label: string }[] = [
  { key: 'revenue_total', label: 'Revenue total' },
  { key: 'cost_total', label: 'Cost total' },
  { key: 'cost_of_goods', label: 'Cost of goods' },
  { key: 'profit', label: 'Profit' },
];

/** The sale's sums, live: profit leaves out the taxes collected for the state. */
export function SaleTotalsPanel({ totals }: { totals: SaleTotals }) {
  const currency = useCurrency();
  const isLoss = totals.profit.startsWith('-');
  return (
    <Paper withBorder p="sm" maw={360} ml="auto" w="100%" role="group" aria-label="Sale totals">
      <Stack gap={4}>
        {LINES.map(({ key, label }) => (
          <Group key={key} justify="space-between" gap="xl">
            <Text size="sm" fw={key === 'profit' ? 700 : undefined}>
              {label}
            </Text>
            <Text
              size="sm"
              fw={key === 'profit' ? 700 : undefined}
              c={key === 'profit' && isLoss ? 'red' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={`sale-${key}`}
            >
              {formatMoney(totals[key], currency)}
            </Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          Profit = revenue total − taxes − cost total − cost of goods
        </Text>
      </Stack>
    </Paper>
  );
}
