import { Anchor, Container, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { locations, platforms } from '@flipstack/contract';
import { Link } from 'react-router';
import { LoadError, loadFailureOf } from '../../components/LoadError.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { DateInput } from '../../components/resource/DateInputs.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { useUrlState } from '../../lib/url-state.ts';
import { TRACKING_FILTERS, useInventoryTracking } from './inventory-api.ts';
import { AgingSection, PipelineSection, TrackedItems } from './TrackingSections.tsx';

const toId = (value: string | undefined) => (value ? Number(value) : undefined);

/** /inventory/tracking: where the items and the money sit, how old the unsold stock is, what moves slowest. */
export function TrackingPage() {
  const [filters, setFilters] = useUrlState(TRACKING_FILTERS);
  const tracking = useInventoryTracking(filters);
  const failure = loadFailureOf(tracking);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/inventory" size="sm" w="fit-content">
            ← Inventory
          </Anchor>
          <PageTitle>Inventory tracking</PageTitle>
        </Stack>
        <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Filters">
          <DateInput
            label="Bought from"
            value={filters.from ?? null}
            onChange={(from) => setFilters({ from: from ?? undefined })}
            w={{ base: '100%', xs: 170 }}
          />
          <DateInput
            label="Bought to"
            value={filters.to ?? null}
            onChange={(to) => setFilters({ to: to ?? undefined })}
            w={{ base: '100%', xs: 170 }}
          />
          <ReferenceSelect
            contract={platforms}
            label="Platform"
            placeholder="Any"
            value={toId(filters.platform_id)}
            onChange={(id) => setFilters({ platform_id: id ? String(id) : undefined })}
            w={{ base: '100%', xs: 200 }}
          />
          <ReferenceSelect
            contract={locations}
            label="Location"
            placeholder="Any"
            value={toId(filters.location_id)}
            onChange={(id) => setFilters({ location_id: id ? String(id) : undefined })}
            w={{ base: '100%', xs: 200 }}
          />
          {tracking.isFetching && <Loader size="sm" aria-label="Loading" mb={8} />}
        </Group>
        {tracking.data ? (
          <>
            <PipelineSection statuses={tracking.data.statuses} />
            <AgingSection aging={tracking.data.aging} />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <TrackedItems title="Slowest movers" rows={tracking.data.slowest} empty="Nothing unsold." />
              <TrackedItems
                title={`No active listing (${tracking.data.unlisted.count})`}
                rows={tracking.data.unlisted.items}
                empty="Every unsold item is listed."
              />
            </SimpleGrid>
          </>
        ) : failure ? (
          <LoadError title="Inventory tracking could not be loaded" failure={failure} />
        ) : (
          <Text c="dimmed">Loading…</Text>
        )}
      </Stack>
    </Container>
  );
}
