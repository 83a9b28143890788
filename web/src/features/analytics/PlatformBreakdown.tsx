import { Paper, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { PlatformSalesRow } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

const NO_PLATFORM = 'No platform';

/** Sales by platform over the range: `by_platform` of the page's own monthly-sales answer, highest revenue first. */
export function PlatformBreakdown({ platforms }: { platforms: PlatformSalesRow[] | undefined }) {
  const currency = useCurrency();
  const most = Math.max(1, ...(platforms ?? []).map((row) => Number(row.revenue_total)));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="platforms-heading" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4" id="platforms-heading">
          Sales by platform
        </Title>
        {platforms === undefined ? (
          <Skeleton h={120} />
        ) : platforms.length === 0 ? (
          <Text c="dimmed">No sales in this range.</Text>
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
                {platforms.map((row) => {
                  const name = row.platform_name ?? NO_PLATFORM;
                  return (
                    <Table.Tr key={row.platform_id ?? 'none'} data-testid={`platform-${name}`}>
                      <Table.Td>
                        <Text size="sm">{name}</Text>
                        <Progress
                          value={(Math.max(0, Number(row.revenue_total)) / most) * 100}
                          size="xs"
                          mt={4}
                          aria-hidden
                        />
                      </Table.Td>
                      <Table.Td ta="right">{row.count}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(row.revenue_total, currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(row.profit, currency)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
