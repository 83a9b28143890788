import 'mantine-datatable/styles.css';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { InventoryDetailRow } from '@flipstack/contract';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { formatDate, useCurrency } from '../../lib/format.ts';
import { PAGE_SIZE, fromSortStatus, toSortStatus } from '../../lib/list-url.ts';
import { formatMoney } from '../../lib/money.ts';
import { useInventoryDetail } from './inventory-api.ts';
import { itemName } from './inventory-labels.ts';
import { DEFAULT_ORDER, detailPageQuery } from './inventory-url.ts';
import { InventoryFilterBar } from './InventoryFilterBar.tsx';
import { InventoryTotals } from './InventoryTotals.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useInventoryFilters } from './useInventoryFilters.ts';

type Column = DataTableColumn<InventoryDetailRow>;
const itemPath = (row: { id: number }) => `/inventory/${row.id}`;
const money = (value: string | null | undefined, currency: string) => (
  <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatMoney(value, currency)}
  </Text>
);

function columns(currency: string): Column[] {
  return [
    {
      accessor: 'serial_number',
      title: 'Item',
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={itemPath(row)} underline="hover" onClick={(event) => event.stopPropagation()}>
          {itemName(row)}
        </Anchor>
      ),
    },
    { accessor: 'product_name', title: 'Product', sortable: true, render: (row) => row.product.name },
    { accessor: 'status', title: 'Status', sortable: true, render: (row) => <StatusBadge status={row.status} /> },
    { accessor: 'location', title: 'Location', render: (row) => row.location?.name ?? '—' },
    { accessor: 'cost', title: 'Cost', sortable: true, textAlign: 'right', render: (row) => money(row.cost, currency) },
    {
      accessor: 'listed_value',
      title: 'Listed at',
      sortable: true,
      textAlign: 'right',
      render: (row) => money(row.listed_value, currency),
    },
    { accessor: 'days_in_stock', title: 'Days', sortable: true, textAlign: 'right' },
    {
      accessor: 'purchased_at',
      title: 'Purchased',
      sortable: true,
      render: (row) => formatDate(row.purchase?.purchased_at),
    },
    { accessor: 'sold_at', title: 'Sold', sortable: true, render: (row) => formatDate(row.sale?.sold_at) },
    {
      accessor: 'profit',
      title: 'Profit',
      textAlign: 'right',
      render: (row) => (row.sale ? money(row.sale.profit, currency) : '—'),
    },
  ];
}

/** /inventory: every item with its product, purchase, listings and sale; filters, sort and page in the URL. */
export function InventoryPage() {
  const currency = useCurrency();
  const navigate = useNavigate();
  const [filters, setFilters] = useInventoryFilters();
  const detail = useInventoryDetail(detailPageQuery(filters, PAGE_SIZE));
  const isFiltered =
    filters.q !== '' ||
    filters.status.length > 0 ||
    Boolean(filters.age || filters.location_id || filters.product_id || filters.brand_id || filters.category_id);
  const sort = toSortStatus(filters.order_by, DEFAULT_ORDER);

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Inventory</Title>
          <Group gap="sm">
            <Button component={Link} to="/inventory/tracking" variant="default">
              Tracking
            </Button>
            <Button component={Link} to="/inventory/legacy" variant="default">
              Legacy view
            </Button>
          </Group>
        </Group>
        <InventoryFilterBar filters={filters} onChange={setFilters} />
        <InventoryTotals totals={detail.data?.totals} />
        <DataTable<InventoryDetailRow>
          withTableBorder
          pinFirstColumn
          highlightOnHover
          borderRadius="md"
          defaultColumnProps={{ noWrap: true }}
          minHeight={detail.data?.rows.length ? undefined : 180}
          records={detail.data?.rows ?? []}
          columns={columns(currency)}
          fetching={detail.isFetching}
          loadingText="Loading…"
          noRecordsText={isFiltered ? 'No inventory items match these filters' : 'No inventory items yet'}
          totalRecords={detail.data?.total ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={filters.page}
          onPageChange={(page) => setFilters({ page })}
          paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
          sortStatus={sort}
          onSortStatusChange={(status) =>
            setFilters({
              order_by: fromSortStatus({ columnAccessor: String(status.columnAccessor), direction: status.direction }),
            })
          }
          onRowClick={({ record }) => void navigate(itemPath(record))}
        />
      </Stack>
    </Container>
  );
}
