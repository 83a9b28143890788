import { Alert, Anchor, Button, Container, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCash, IconTag } from '@tabler/icons-react';
import { inventoryItems, UNSOLD_STATUSES, type InventoryStatus } from '@flipstack/contract';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { AttachmentsPanel } from '../files/AttachmentsPanel.tsx';
import { useOne } from '../../lib/resources.ts';
import { useItemStory } from './inventory-api.ts';
import { itemName } from './inventory-labels.ts';
import { ItemFieldsForm } from './ItemFieldsForm.tsx';
import { ItemSpecs } from './ItemSpecs.tsx';
import { ItemTimeline } from './ItemTimeline.tsx';
import { PrintLabelsButton } from '../labels/PrintLabelsButton.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { ListingsSection, ProductSection, PurchaseSection, SaleSection } from './StorySections.tsx';

const SELLABLE = new Set<InventoryStatus>(UNSOLD_STATUSES);
/** Not yet offered: an item already listed is sold, or its listing edited, instead. */
const LISTABLE = new Set<InventoryStatus>(UNSOLD_STATUSES.filter((status) => status !== 'listed'));

/** /inventory/{id}: the item's whole story — product, purchase, specs, listings, sale, files and timeline. */
export function ItemStoryPage({ id }: { id?: string }) {
  const story = useItemStory(id);
  const row = useOne(inventoryItems, id);

  if (story.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title="This inventory item could not be loaded">
          {story.error.message}{' '}
          <Anchor component={Link} to="/inventory">
            Back to inventory
          </Anchor>
        </Alert>
      </Container>
    );
  }
  if (!story.data) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading" />
      </Group>
    );
  }

  const { item, product, purchase, specs, listings, sale, timeline } = story.data;
  const activeListing = listings.find((listing) => listing.status === 'active');
  const sellPath = `/sales/create/${item.id}${activeListing ? `/${activeListing.id}` : ''}`;

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/inventory" size="sm" w="fit-content">
          ← Inventory
        </Anchor>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <PageTitle>{`${itemName(item)} · ${product.name}`}</PageTitle>
            <Group gap="xs">
              <StatusBadge status={item.status} />
              <Text size="sm" c="dimmed">
                {[item.tag_number && `Tag ${item.tag_number}`, item.condition, `${item.days_in_stock} days in stock`]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Group>
          </Stack>
          <Group gap="sm">
            <PrintLabelsButton ids={[item.id]} label="Print label" />
            {LISTABLE.has(item.status) && (
              <Button
                component={Link}
                to={`/listings/create?${new URLSearchParams({ item: String(item.id), title: product.name })}`}
                variant="default"
                leftSection={<IconTag size={16} aria-hidden />}
              >
                List
              </Button>
            )}
            {SELLABLE.has(item.status) && (
              <Button component={Link} to={sellPath} leftSection={<IconCash size={16} aria-hidden />}>
                Sell
              </Button>
            )}
          </Group>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {row.data && <ItemFieldsForm key={row.data.updated_at} row={row.data} />}
              <ItemSpecs itemId={item.id} specs={specs} />
              <ListingsSection listings={listings} />
              <AttachmentsPanel entity="inventory-items" entityId={item.id} recordLabel="inventory item" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <ItemTimeline timeline={timeline} />
              <ProductSection product={product} />
              <PurchaseSection purchase={purchase} />
              <SaleSection sale={sale} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
