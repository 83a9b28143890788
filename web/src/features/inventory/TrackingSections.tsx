import { Anchor, Box, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InventoryTrackingResponse } from '@flipstack/contract';
import { Link } from 'react-router';
import { RecordTable } from '../../components/resource/RecordTable.tsx';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { STATUS_LABELS, itemName } from './inventory-labels.ts';
import { StatusBadge } from './StatusBadge.tsx';

const UNSOLD = 'in_transit,in_stock,listed,returned';
/** Whole cards are links; their figures keep the text colour. */
const CARD_LINK = { color: 'inherit', textDecoration: 'none' } as const;
type Tracked = InventoryTrackingResponse['slowest'][number];

/** How many items and how much money sit in each status; each card opens the inventory list of that status. */
export function PipelineSection({ statuses }: { statuses: InventoryTrackingResponse['statuses'] }) {
  const currency = useCurrency();
  return (
    <Stack gap="sm" component="section" aria-labelledby="pipeline-heading">
      <Title order={2} size="h3" id="pipeline-heading">
        Pipeline
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        {statuses.map(({ status, count, cost, listed_value }) => (
          <Paper
            key={status}
            withBorder
            p="sm"
            component={Link}
            to={`/inventory?status=${status}`}
            data-testid={`pipeline-${status}`}
            style={CARD_LINK}
            aria-label={`${STATUS_LABELS[status]}: ${count} items`}
          >
            <Box mb={6}>
              <StatusBadge status={status} />
            </Box>
            <Text fw={700} size="xl">
              {count}
            </Text>
            <Text size="sm" c="dimmed">{`Cost ${formatMoney(cost, currency)}`}</Text>
            {listed_value !== '0.00' && (
              <Text size="sm" c="dimmed">{`Listed ${formatMoney(listed_value, currency)}`}</Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Unsold items by days in stock: 0–30, 31–60, 61–90, 90+. */
export function AgingSection({ aging }: { aging: InventoryTrackingResponse['aging'] }) {
  const currency = useCurrency();
  const most = Math.max(1, ...aging.map((bucket) => bucket.count));
  return (
    <Stack gap="sm" component="section" aria-labelledby="aging-heading">
      <Title order={2} size="h3" id="aging-heading">
        Aging of unsold items
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {aging.map(({ bucket, count, cost }) => (
          <Paper
            key={bucket}
            withBorder
            p="sm"
            component={Link}
            to={`/inventory?status=${UNSOLD}&age=${bucket}`}
            data-testid={`aging-${bucket}`}
            style={CARD_LINK}
          >
            <Text size="sm" fw={600}>{`${bucket.replace('-', '–')} days`}</Text>
            <Text fw={700} size="xl">
              {count}
            </Text>
            <Text size="sm" c="dimmed">{`Cost ${formatMoney(cost, currency)}`}</Text>
            <Progress
              value={(count / most) * 100}
              mt="xs"
              size="sm"
              aria-hidden
              color={bucket === '90+' ? 'red' : 'indigo'}
            />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function TrackedItems({ title, rows, empty }: { title: string; rows: Tracked[]; empty: string }) {
  const currency = useCurrency();
  return (
    <RecordTable
      title={title}
      rows={rows}
      empty={empty}
      columns={[
        {
          title: 'Item',
          render: (row) => (
            <Anchor component={Link} to={`/inventory/${row.id}`}>
              {itemName(row)}
            </Anchor>
          ),
        },
        { title: 'Product', render: (row) => row.product_name },
        { title: 'Status', render: (row) => <StatusBadge status={row.status} /> },
        { title: 'Days', align: 'right', render: (row) => row.days_in_stock },
        { title: 'Cost', align: 'right', render: (row) => formatMoney(row.cost, currency) },
      ]}
    />
  );
}
