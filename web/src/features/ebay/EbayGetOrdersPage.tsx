import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router';
import type { EbayFetchedOrder, EbayImportPage } from '@flipstack/contract';
import { PageTitle } from '../../components/PageTitle.tsx';
import { formatDateTime, useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import {
  fetchOrdersPage,
  importOrdersPage,
  reportEbayError,
  useEbayAccounts,
  useInvalidateAfterImport,
} from './ebay-api.ts';
import { useRangeRun, type RangeProgress } from './use-range-run.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

function ProgressLine({ label, progress }: { label: string; progress: RangeProgress }) {
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={label} />
      <Text size="sm" c="dimmed">
        {label}: {progress.done} of {progress.total} orders, {progress.pages} {progress.pages === 1 ? 'page' : 'pages'}
      </Text>
    </Stack>
  );
}

/** /ebay-orders/get/: fetch an account's orders of a date range from eBay, review them, import them as sales. */
export function EbayGetOrdersPage() {
  const currency = useCurrency();
  const accounts = useEbayAccounts();
  const connected = (accounts.data?.rows ?? []).filter((row) => row.status === 'connected');
  const [chosen, setChosen] = useState<string | null>(null);
  const accountId = chosen ?? (connected[0] ? String(connected[0].id) : null);
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 90 * DAY_MS)));
  const [to, setTo] = useState(() => day(new Date()));
  const [fetched, setFetched] = useState<EbayFetchedOrder[] | null>(null);
  const [imported, setImported] = useState<Omit<EbayImportPage, 'next_offset' | 'total'> | null>(null);
  const fetching = useRangeRun();
  const importing = useRangeRun();
  const refresh = useInvalidateAfterImport();
  // The whole last day: eBay's filter takes instants.
  const range = { from: `${from}T00:00:00.000Z`, to: `${to}T23:59:59.999Z` };
  const isRangeValid = from !== '' && to !== '' && from <= to;

  const fetchOrders = async () => {
    if (!accountId) return;
    const rows: EbayFetchedOrder[] = [];
    setFetched(null);
    setImported(null);
    try {
      await fetching.run(async (offset) => {
        const page = await fetchOrdersPage(Number(accountId), { ...range, offset });
        rows.push(...page.rows);
        return { count: page.rows.length, total: page.total, next: page.next_offset };
      });
      setFetched(rows);
    } catch (error) {
      reportEbayError('Error fetching eBay orders', error);
    }
  };

  const importOrders = async () => {
    if (!accountId) return;
    const counts = { created: 0, updated: 0, unchanged: 0 };
    try {
      await importing.run(async (offset) => {
        const page = await importOrdersPage(Number(accountId), { ...range, offset });
        counts.created += page.created;
        counts.updated += page.updated;
        counts.unchanged += page.unchanged;
        return { count: page.created + page.updated + page.unchanged, total: page.total, next: page.next_offset };
      });
      setImported(counts);
    } catch (error) {
      reportEbayError('Error importing eBay orders', error);
    } finally {
      await refresh();
    }
  };

  const isBusy = fetching.isRunning || importing.isRunning;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PageTitle>Get eBay orders</PageTitle>
          <Button variant="default" component={Link} to="/ebay-orders">
            eBay orders
          </Button>
        </Group>
        {accounts.data && connected.length === 0 && (
          <Alert color="blue" title="No connected eBay account">
            <Text size="sm">
              Connect an eBay account first; then pick a date range here to import its older orders.
            </Text>
            <Button component={Link} to="/ebay/login" size="xs" mt="xs">
              Connect an eBay account
            </Button>
          </Alert>
        )}
        <Paper withBorder p="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="eBay account"
              data={connected.map((row) => ({ value: String(row.id), label: row.ebay_username }))}
              value={accountId}
              onChange={setChosen}
              allowDeselect={false}
              disabled={connected.length === 0}
              w={{ base: '100%', xs: 220 }}
            />
            <TextInput
              type="date"
              label="Orders from"
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="To"
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={isRangeValid ? undefined : 'The start must come before the end'}
            />
            <Button
              onClick={() => void fetchOrders()}
              loading={fetching.isRunning}
              disabled={!accountId || !isRangeValid || isBusy}
            >
              Fetch orders
            </Button>
          </Group>
        </Paper>
        {fetching.progress && <ProgressLine label="Fetched from eBay" progress={fetching.progress} />}
        {fetched && (
          <Paper withBorder p="md" component="section" aria-label="Orders to import">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Text>
                  {fetched.length} {fetched.length === 1 ? 'order' : 'orders'} created from {from} to {to};{' '}
                  {fetched.filter((row) => row.imported).length} already imported.
                </Text>
                <Button
                  onClick={() => void importOrders()}
                  loading={importing.isRunning}
                  disabled={fetched.length === 0 || isBusy}
                >
                  Import {fetched.length} {fetched.length === 1 ? 'order' : 'orders'}
                </Button>
              </Group>
              {importing.progress && <ProgressLine label="Imported" progress={importing.progress} />}
              {imported && (
                <Alert color="teal" title="Import finished">
                  <Text size="sm">
                    {imported.created} new sales, {imported.updated} updated, {imported.unchanged} unchanged.
                  </Text>
                  <Button component={Link} to="/ebay-orders?show=to_match" size="xs" variant="light" mt="xs">
                    See the lines to match
                  </Button>
                </Alert>
              )}
              {fetched.length > 0 && (
                <Table.ScrollContainer minWidth={640}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Order</Table.Th>
                        <Table.Th>Created</Table.Th>
                        <Table.Th>Buyer</Table.Th>
                        <Table.Th ta="right">Items</Table.Th>
                        <Table.Th ta="right">Total</Table.Th>
                        <Table.Th>State</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {fetched.map((row) => (
                        <Table.Tr key={row.order_id}>
                          <Table.Td>{row.order_id}</Table.Td>
                          <Table.Td>{formatDateTime(row.created_on_ebay_at)}</Table.Td>
                          <Table.Td>{row.buyer_username ?? '—'}</Table.Td>
                          <Table.Td ta="right">{row.items}</Table.Td>
                          <Table.Td ta="right">{formatMoney(row.total, currency)}</Table.Td>
                          <Table.Td>
                            {row.cancelled ? (
                              <Badge variant="dot" color="gray">
                                Cancelled
                              </Badge>
                            ) : row.imported ? (
                              <Badge variant="dot" color="teal">
                                Imported
                              </Badge>
                            ) : (
                              <Badge variant="dot">New</Badge>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
