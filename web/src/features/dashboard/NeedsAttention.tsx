import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ON_HAND_STATUSES, useStockPipeline } from './dashboard-api.ts';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The unsold items longest in stock first, as /inventory shows them with its own age filter. */
const AGED_URL = `/inventory?${new URLSearchParams({ status: ON_HAND_STATUSES, age: '90+', order_by: '-days_in_stock' })}`;

/** What waits on the seller: unsold items no listing offers, stock over 90 days old, sold items to ship. */
export function NeedsAttention() {
  const pipeline = useStockPipeline();
  const data = pipeline.data;
  const tasks = data
    ? [
        { count: data.unlisted.count, text: 'not listed anywhere', to: '/inventory/tracking' },
        {
          count: data.aging.find((bucket) => bucket.bucket === '90+')?.count ?? 0,
          text: 'in stock over 90 days',
          to: AGED_URL,
        },
        {
          count: data.statuses.find((row) => row.status === 'sold')?.count ?? 0,
          text: 'sold, waiting to ship',
          to: '/inventory?status=sold',
        },
      ].filter((task) => task.count > 0)
    : [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="attention-heading">
      <Title order={2} size="h4" id="attention-heading" mb="sm">
        Needs attention
      </Title>
      {!data ? (
        <Skeleton h={20} w={240} data-testid="attention-loading" />
      ) : tasks.length === 0 ? (
        <Text c="dimmed">
          Nothing waits: every unsold item is listed, none is over 90 days old, nothing is left to ship.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tasks.map((task) => (
            <Group component="li" key={task.to} gap="xs" wrap="nowrap">
              <Badge variant="light" miw={36} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {task.count}
              </Badge>
              <Anchor component={Link} to={task.to}>
                {`${items(task.count)} ${task.text}`}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
