import { Paper, Text, Timeline, Title } from '@mantine/core';
import { IconBuildingStore, IconCash, IconPackage, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import type { InventoryItemStory } from '@flipstack/contract';
import { formatDate } from '../../lib/format.ts';

const STEPS = {
  purchased: { label: 'Purchased', Icon: IconShoppingCart },
  received: { label: 'Received', Icon: IconPackage },
  listed: { label: 'Listed', Icon: IconBuildingStore },
  sold: { label: 'Sold', Icon: IconCash },
  shipped: { label: 'Shipped', Icon: IconTruckDelivery },
} as const;

/** purchased → received → listed → sold → shipped; the last done step is the active one. */
export function ItemTimeline({ timeline }: { timeline: InventoryItemStory['timeline'] }) {
  const active = timeline.map((step) => step.done).lastIndexOf(true);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="timeline-heading">
      <Title order={2} size="h4" id="timeline-heading" mb="md">
        Timeline
      </Title>
      <Timeline active={active} bulletSize={26} lineWidth={2}>
        {timeline.map(({ step, done, at }) => {
          const { label, Icon } = STEPS[step];
          return (
            <Timeline.Item
              key={step}
              bullet={<Icon size={14} aria-hidden />}
              title={label}
              data-testid={`timeline-${step}`}
            >
              <Text size="sm" c="dimmed">
                {done ? (at ? formatDate(at) : 'Done') : 'Not yet'}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Paper>
  );
}
