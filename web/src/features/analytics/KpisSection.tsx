import { useRef, useState } from 'react';
import { Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { KpiGroup, KpisRow } from '@flipstack/contract';
import { LoadError, loadFailureOf } from '../../components/LoadError.tsx';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useHasBeenShown } from '../../lib/use-has-been-shown.ts';
import { useKpis } from './kpis-api.ts';
import {
  GROUP_LABELS,
  KPI_COLUMNS,
  KPI_GROUP_OPTIONS,
  NONE,
  formatDays,
  formatRatio,
  sortKpiRows,
  type KpiFigures,
  type KpiSort,
} from './kpi-columns.ts';

const NUMERIC = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };

function Figures({ row, currency }: { row: KpiFigures; currency: string }) {
  return (
    <>
      <Table.Td {...NUMERIC} title={`${row.units_sold} sold of ${row.units_available} available`}>
        {formatRatio(row.sell_through_rate)}
      </Table.Td>
      <Table.Td {...NUMERIC}>{formatRatio(row.roi)}</Table.Td>
      <Table.Td {...NUMERIC}>{formatMoney(row.profit, currency)}</Table.Td>
      <Table.Td {...NUMERIC}>{formatDays(row.avg_days_to_sell)}</Table.Td>
      <Table.Td {...NUMERIC} title={`${row.units_listed} first listed`}>
        {formatDays(row.avg_days_to_list)}
      </Table.Td>
      <Table.Td {...NUMERIC}>{row.units_sold}</Table.Td>
    </>
  );
}

function SortHeader({ sort, onSort }: { sort: KpiSort | null; onSort: (sort: KpiSort) => void }) {
  return (
    <Table.Tr>
      {KPI_COLUMNS.map((column, index) => {
        const isSorted = sort?.key === column.key;
        // Highest first, then lowest first.
        const next = () => onSort({ key: column.key, isDescending: !(isSorted && sort.isDescending) });
        return (
          <Table.Th
            key={column.key}
            ta={index === 0 ? undefined : 'right'}
            aria-sort={isSorted ? (sort.isDescending ? 'descending' : 'ascending') : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            <UnstyledButton fw={700} fz="sm" onClick={next}>
              {column.title}
              {isSorted ? (sort.isDescending ? ' ▼' : ' ▲') : ''}
            </UnstyledButton>
          </Table.Th>
        );
      })}
    </Table.Tr>
  );
}

/**
 * The range's KPIs per category, brand, platform or source, with their total. Asked for once the section
 * comes into view, so the page's first figures wait for nothing of it.
 */
export function KpisSection({ from, to }: { from: string; to: string }) {
  const currency = useCurrency();
  const ref = useRef<HTMLElement>(null);
  const isShown = useHasBeenShown(ref);
  const [by, setBy] = useState<KpiGroup>('category');
  const [sort, setSort] = useState<KpiSort | null>(null);
  const kpis = useKpis({ from, to, by }, isShown);
  const failure = loadFailureOf(kpis);
  const rows: KpisRow[] = sortKpiRows(kpis.data?.rows ?? [], sort);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="kpis-heading" ref={ref}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id="kpis-heading">
            KPIs
          </Title>
          <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
            <Text size="sm" fw={500} id="kpis-group-by">
              Group by
            </Text>
            <SegmentedControl
              aria-labelledby="kpis-group-by"
              size="xs"
              fullWidth
              data={KPI_GROUP_OPTIONS.map((value) => ({ value, label: GROUP_LABELS[value] }))}
              value={by}
              onChange={setBy}
            />
          </Stack>
        </Group>
        {failure ? (
          <LoadError title="KPIs could not be loaded" failure={failure} />
        ) : !kpis.data ? (
          <Skeleton h={120} />
        ) : kpis.data.rows.length === 0 ? (
          <Text c="dimmed">No stock, sales or listings in these months.</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder aria-label={`KPIs by ${GROUP_LABELS[kpis.data.by].toLowerCase()}`} fz="sm">
              <Table.Thead>
                <SortHeader sort={sort} onSort={setSort} />
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.group_id ?? 'none'}>
                    <Table.Th scope="row" fw={500}>
                      {row.group_name ?? NONE}
                    </Table.Th>
                    <Figures row={row} currency={currency} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot data-testid="kpis-totals">
                <Table.Tr fw={700}>
                  <Table.Th scope="row">Total</Table.Th>
                  <Figures row={kpis.data.totals} currency={currency} />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
