import { useEffect } from 'react';
import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { EBAY_ORDER_FILTERS } from '@flipstack/contract';
import { PageTitle } from '../../components/PageTitle.tsx';
import { listPagerCount } from '../../components/resource/pager-count.ts';
import { SearchInput } from '../../components/resource/SearchInput.tsx';
import { notify } from '../../lib/notify.ts';
import { usePagePastMarks } from '../../lib/page-marks.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { stringParams, useUrlState } from '../../lib/url-state.ts';
import { EbayOrderFailures } from './EbayOrderFailures.tsx';
import { EbayOrdersTable } from './EbayOrdersTable.tsx';
import { useEbayAccounts, useEbayOrders } from './ebay-api.ts';

const PAGE_SIZE = 25;
const FILTERS = { ...stringParams(['q', 'show', 'account_id', 'page']), resetOnChange: { page: undefined } };
const SHOW_LABELS: Record<(typeof EBAY_ORDER_FILTERS)[number], string> = {
  all: 'All',
  to_match: 'To match',
  matched: 'Matched',
  cancelled: 'Cancelled',
};

const CONNECTED = stringParams(['connected']);

/** Says once that the eBay round trip connected an account (?connected=username), then drops the parameter. */
function useConnectedToast() {
  const [{ connected }, setParams] = useUrlState(CONNECTED);
  useEffect(() => {
    if (!connected) return;
    notify.success(`eBay account ${connected} connected: its orders are being imported`, { id: 'ebay-connected' });
    // The toast's id keeps it one toast if a render comes before the parameter is gone.
    setParams({ connected: undefined });
  }, [connected, setParams]);
}

/** /ebay-orders: the orders imported from eBay as sales, and the lines waiting for a person to match them. */
export function EbayOrdersPage() {
  useConnectedToast();
  const [filters, setFilters] = useUrlState(FILTERS);
  const page = Math.max(1, Number(filters.page ?? 1) || 1);
  const accounts = useEbayAccounts();
  const ordersQuery = {
    q: filters.q,
    show: filters.show ?? 'all',
    account_id: filters.account_id,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  const orders = usePagePastMarks(queryKeys.ebay.orderPages(), ordersQuery, useEbayOrders);
  const total = orders.data?.total ?? 0;
  const count = listPagerCount(orders.data, page, PAGE_SIZE);
  const accountOptions = (accounts.data?.rows ?? []).map((row) => ({
    value: String(row.account_id),
    label: row.ebay_username,
  }));
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PageTitle>eBay orders</PageTitle>
          <Group gap="xs">
            <Button variant="default" component={Link} to="/ebay/login">
              eBay accounts
            </Button>
            <Button component={Link} to="/ebay-orders/get/">
              Get orders by date
            </Button>
          </Group>
        </Group>
        <EbayOrderFailures />
        <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Filters">
          <SegmentedControl
            aria-label="Show"
            data={EBAY_ORDER_FILTERS.map((value) => ({ value, label: SHOW_LABELS[value] }))}
            value={filters.show ?? 'all'}
            onChange={(show) => setFilters({ show: show === 'all' ? undefined : show })}
          />
          <SearchInput
            label="Search orders"
            placeholder="Order, buyer, title or SKU"
            value={filters.q ?? ''}
            onSearch={(q) => setFilters({ q })}
            w={{ base: '100%', xs: 260 }}
          />
          {accountOptions.length > 1 && (
            <Select
              label="eBay account"
              placeholder="All accounts"
              clearable
              data={accountOptions}
              value={filters.account_id ?? null}
              onChange={(value) => setFilters({ account_id: value ?? undefined })}
            />
          )}
          {orders.isFetching && <Loader size="sm" mb={8} aria-label="Loading" />}
        </Group>
        <Paper withBorder p="md">
          {orders.isPending ? (
            <Center py="xl">
              <Loader aria-label="Loading orders" />
            </Center>
          ) : total === 0 ? (
            <Text c="dimmed">
              {accounts.data && accounts.data.rows.length === 0
                ? 'No eBay account is connected: connect one on the eBay accounts screen and its orders arrive here by themselves.'
                : filters.show === 'to_match'
                  ? 'Every order line is matched to an inventory item.'
                  : 'No orders here yet.'}
            </Text>
          ) : (
            <EbayOrdersTable rows={orders.data?.rows ?? []} />
          )}
        </Paper>
        {count.records > PAGE_SIZE && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {count.text} orders
            </Text>
            <Pagination
              total={Math.ceil(count.records / PAGE_SIZE)}
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
