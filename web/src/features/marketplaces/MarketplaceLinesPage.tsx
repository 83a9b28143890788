import {
  Anchor,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { MARKETPLACE_LINE_FILTERS, type MarketplaceLine } from '@flipstack/contract';
import { PageTitle } from '../../components/PageTitle.tsx';
import { formatDateTime, useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { stringParams, useUrlState } from '../../lib/url-state.ts';
import { SoldItemPicker } from '../inventory/SoldItemPicker.tsx';
import { useMarketplaceLines, useMatchMarketplaceLine } from './marketplace-lines-api.ts';

const PAGE_SIZE = 25;
const FILTERS = { ...stringParams(['show', 'page']), resetOnChange: { page: undefined } };
type Show = (typeof MARKETPLACE_LINE_FILTERS)[number];
const SHOW_LABELS: Record<Show, string> = {
  to_match: 'To match',
  matched: 'Matched',
  all: 'All',
};

function MatchUnit({ line }: { line: MarketplaceLine }) {
  const match = useMatchMarketplaceLine();
  return (
    <SoldItemPicker
      title={line.title}
      isPending={match.isPending}
      onMatch={(itemId) => match.mutate({ lineId: line.id, itemId })}
    />
  );
}

function LinesTable({ rows }: { rows: MarketplaceLine[] }) {
  const currency = useCurrency();
  const money = (value: string) => formatMoney(value, currency);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" aria-label="Marketplace sales">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sold</Table.Th>
            <Table.Th>Marketplace</Table.Th>
            <Table.Th>Item sold</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Shipping</Table.Th>
            <Table.Th ta="right">Fees</Table.Th>
            <Table.Th ta="right">Label</Table.Th>
            <Table.Th>Inventory item</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{formatDateTime(line.sold_at)}</Table.Td>
              <Table.Td>
                <Text size="sm">{line.marketplace}</Text>
                {line.order_id && (
                  <Text size="xs" c="dimmed">
                    Order {line.order_id}
                    {line.unit > 1 ? ` · unit ${line.unit}` : ''}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{line.title}</Text>
                <Text size="xs" c="dimmed">
                  SKU {line.sku || '—'}
                  {line.buyer ? ` · ${line.buyer}` : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{money(line.price)}</Table.Td>
              <Table.Td ta="right">{money(line.shipping)}</Table.Td>
              <Table.Td ta="right">{money(line.fees)}</Table.Td>
              <Table.Td ta="right">{money(line.shipping_label)}</Table.Td>
              <Table.Td>
                {line.sale_id !== null ? (
                  <Group gap="xs">
                    {line.inventory_item_id !== null && (
                      <Anchor component={Link} to={`/inventory/${line.inventory_item_id}`} size="sm">
                        Item #{line.inventory_item_id}
                      </Anchor>
                    )}
                    <Anchor component={Link} to={`/sales/${line.sale_id}`} size="sm">
                      Sale #{line.sale_id}
                    </Anchor>
                  </Group>
                ) : (
                  <MatchUnit line={line} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /marketplace-sales: the sales reports' units, those no inventory item was found for waiting to be matched by hand. */
export function MarketplaceLinesPage() {
  const [filters, setFilters] = useUrlState(FILTERS);
  const page = Math.max(1, Number(filters.page ?? 1) || 1);
  // A value made up in the URL goes to the server as it is, which refuses it.
  const show = (filters.show ?? 'to_match') as Show;
  const lines = useMarketplaceLines({ show, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const total = lines.data?.total ?? 0;
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <PageTitle>Marketplace sales</PageTitle>
        <Text size="sm" c="dimmed">
          Sales from imported marketplace reports (Mercari, Poshmark, Depop, Facebook Marketplace, Whatnot, Etsy, eBay).
          A sale whose item was not found by SKU, tag, serial or title waits here: pick its item to record the sale.{' '}
          <Anchor component={Link} to="/import?kind=marketplace-sales">
            Import a report
          </Anchor>
        </Text>
        <Group align="flex-end" gap="sm" role="group" aria-label="Filters">
          <SegmentedControl
            aria-label="Show"
            data={MARKETPLACE_LINE_FILTERS.map((value) => ({ value, label: SHOW_LABELS[value] }))}
            value={show}
            onChange={(next) => setFilters({ show: next === 'to_match' ? undefined : next })}
          />
          {lines.isFetching && <Loader size="sm" mb={8} aria-label="Loading" />}
        </Group>
        <Paper withBorder p="md">
          {lines.isPending ? (
            <Center py="xl">
              <Loader aria-label="Loading marketplace sales" />
            </Center>
          ) : total === 0 ? (
            <Text c="dimmed">
              {show === 'to_match'
                ? 'Every imported sale is matched to an inventory item.'
                : 'No marketplace sales here yet.'}
            </Text>
          ) : (
            <LinesTable rows={lines.data?.rows ?? []} />
          )}
        </Paper>
        {total > PAGE_SIZE && (
          <Group justify="flex-end">
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
