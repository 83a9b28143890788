import { Button, Center, Container, Group, Loader, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { stringParams, useUrlState } from '../../lib/url-state.ts';
import { PayoutCard } from './PayoutCard.tsx';
import { useEbayPayouts } from './payouts-api.ts';

const PAGE_SIZE = 25;
const FILTERS = { ...stringParams(['from', 'to', 'page']), resetOnChange: { page: undefined } };

/** /ebay-payouts: the payouts eBay sent to the bank, each added up from its transactions and flagged when it does not. */
export function EbayPayoutsPage() {
  const [filters, setFilters] = useUrlState(FILTERS);
  const page = Math.max(1, Number(filters.page ?? 1) || 1);
  const isRangeValid = !filters.from || !filters.to || filters.from <= filters.to;
  const payouts = useEbayPayouts({
    ...(isRangeValid ? { from: filters.from, to: filters.to } : {}),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const total = payouts.data?.total ?? 0;
  const flagged = payouts.data?.rows.filter((row) => row.flags.length > 0).length ?? 0;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PageTitle>eBay payouts</PageTitle>
          <Button variant="default" component={Link} to="/ebay-orders">
            eBay orders
          </Button>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Filters">
          <TextInput
            type="date"
            label="Paid from"
            value={filters.from ?? ''}
            onChange={(event) => setFilters({ from: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="To"
            value={filters.to ?? ''}
            onChange={(event) => setFilters({ to: event.currentTarget.value || undefined })}
            error={isRangeValid ? undefined : 'The start must come before the end'}
          />
          {payouts.isFetching && <Loader size="sm" mb={8} aria-label="Loading" />}
        </Group>
        {payouts.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading payouts" />
          </Center>
        ) : total === 0 ? (
          <Paper withBorder p="md">
            <Text c="dimmed">No payouts here yet: each eBay sync reads the payouts of the connected accounts.</Text>
          </Paper>
        ) : (
          <>
            <Text size="sm" fw={flagged > 0 ? 500 : undefined}>
              {flagged === 0
                ? 'Every payout on this page adds up to its transactions'
                : flagged === 1
                  ? '1 payout on this page does not reconcile'
                  : `${flagged} payouts on this page do not reconcile`}
            </Text>
            {payouts.data?.rows.map((payout) => (
              <PayoutCard key={payout.id} payout={payout} />
            ))}
          </>
        )}
        {total > PAGE_SIZE && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {total} payouts
            </Text>
            <Pagination
              total={Math.ceil(total / PAGE_SIZE)}
              value={page}
              onChange={(next) => setFilters({ page: String(next) })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
