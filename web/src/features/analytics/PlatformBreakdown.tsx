import { Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { platforms as platformsContract } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney, fromCents, toCents } from '../../lib/money.ts';
import { useList } from '../../lib/resources.ts';
import { salesQuery, type MonthlyQuery } from './analytics-api.ts';

/** One report per platform; a team with more platforms sees the first ones by name. */
const BREAKDOWN_PLATFORMS_MAX = 20;

/** The sales totals of each platform over the range: monthly-sales asked once per platform. */
function usePlatformBreakdown(query: MonthlyQuery) {
  const list = useList(platformsContract, { limit: BREAKDOWN_PLATFORMS_MAX, order_by: 'name' });
  const rows = list.data?.rows ?? [];
  const answers = useQueries({ queries: rows.map((platform) => salesQuery({ from: query.from, to: query.to, platform_id: platform.id })) });
  return rows.map((platform, index) => ({ id: platform.id, name: platform.name, totals: answers[index]?.data?.totals }));
}

/** Sales by platform over the range (one monthly-sales report per platform); sales without a platform make the rest. */
export function PlatformBreakdown({ query, overall }: { query: MonthlyQuery; overall: { revenue_total: string; profit: string; count: number } | undefined }) {
  const currency = useCurrency();
  const platforms = usePlatformBreakdown(query);
  const isLoaded = overall && platforms.every((platform) => platform.totals);
  const rows = platforms.map((platform) => ({ key: String(platform.id), name: platform.name, count: platform.totals?.count, revenue: platform.totals?.revenue_total, profit: platform.totals?.profit }));
  if (isLoaded) {
    const rest = (field: 'revenue_total' | 'profit') => fromCents(toCents(overall[field]) - platforms.reduce((sum, platform) => sum + toCents(platform.totals![field]), 0n));
    const count = overall.count - platforms.reduce((sum, platform) => sum + platform.totals!.count, 0);
    if (count > 0) rows.push({ key: 'none', name: 'No platform', count, revenue: rest('revenue_total'), profit: rest('profit') });
  }
  const most = Math.max(1, ...rows.map((row) => Number(row.revenue ?? 0)));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="platforms-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="platforms-heading">
          Sales by platform
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">No platforms yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table aria-label="Sales by platform" verticalSpacing={6} horizontalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Platform</Table.Th>
                  <Table.Th ta="right">Sales</Table.Th>
                  <Table.Th ta="right">Revenue</Table.Th>
                  <Table.Th ta="right">Profit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key} data-testid={`platform-${row.name}`}>
                    <Table.Td>
                      <Text size="sm">{row.name}</Text>
                      <Progress value={(Number(row.revenue ?? 0) / most) * 100} size="xs" mt={4} aria-hidden />
                    </Table.Td>
                    <Table.Td ta="right">{row.count ?? '…'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{row.revenue === undefined ? '…' : formatMoney(row.revenue, currency)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{row.profit === undefined ? '…' : formatMoney(row.profit, currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
