import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { InventoryDetailResponse } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="md" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** Totals of the whole filtered set, not only the page. */
export function InventoryTotals({ totals }: { totals: InventoryDetailResponse['totals'] | undefined }) {
  const currency = useCurrency();
  return (
    <SimpleGrid cols={3} spacing="sm" role="group" aria-label="Totals of the filtered items">
      <Total label="Items" value={totals ? String(totals.count) : '…'} testId="inventory-count" />
      <Total label="Cost" value={totals ? formatMoney(totals.cost, currency) : '…'} testId="inventory-cost" />
      <Total
        label="Listed value"
        value={totals ? formatMoney(totals.listed_value, currency) : '…'}
        testId="inventory-listed-value"
      />
    </SimpleGrid>
  );
}
