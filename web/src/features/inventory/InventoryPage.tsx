import { useState } from 'react';
import { Button, Container, Group, Stack } from '@mantine/core';
import type { InventoryDetailRow } from '@flipstack/contract';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { moneyColumn, type Column } from '../../components/resource/columns.tsx';
import { loadFailureOf } from '../../components/LoadError.tsx';
import { ServerTable } from '../../components/resource/ServerTable.tsx';
import { formatDate, useCurrency } from '../../lib/format.ts';
import { PAGE_SIZE } from '../../lib/list-url.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { useInventoryPage } from './inventory-api.ts';
import { itemName } from './inventory-labels.ts';
import { DEFAULT_ORDER, detailPageQuery, inventoryUrl } from './inventory-url.ts';
import { PrintLabelsButton } from '../labels/PrintLabelsButton.tsx';
import { InventoryFilterBar } from './InventoryFilterBar.tsx';
import { InventoryTotals } from './InventoryTotals.tsx';
import { costColumn, itemColumn, itemPath, profitColumn, statusColumn } from './item-columns.tsx';
import { useAppNavigate } from '../../lib/navigation.tsx';

function columns(currency: string): Column<InventoryDetailRow>[] {
  return [
    itemColumn,
    { accessor: 'product_name', title: 'Product', sortable: true, render: (row) => row.product.name },
    { accessor: 'tag_number', title: 'Tag', sortable: true, render: (row) => row.tag_number ?? '—' },
    statusColumn,
    { accessor: 'location', title: 'Location', render: (row) => row.location?.name ?? '—' },
    costColumn(currency),
    { ...moneyColumn('listed_value', 'Listed at', currency), sortable: true },
    { accessor: 'days_in_stock', title: 'Days', sortable: true, textAlign: 'right' },
    {
      accessor: 'purchased_at',
      title: 'Purchased',
      sortable: true,
      render: (row) => formatDate(row.purchase?.purchased_at),
    },
    { accessor: 'sold_at', title: 'Sold', sortable: true, render: (row) => formatDate(row.sale?.sold_at) },
    profitColumn(currency),
  ];
}

/** /inventory: every item with its product, purchase, listings and sale; filters, sort and page in the URL. */
export function InventoryPage() {
  const currency = useCurrency();
  const navigate = useAppNavigate();
  const [filters, setFilters] = useUrlState(inventoryUrl);
  const detail = useInventoryPage(detailPageQuery(filters, PAGE_SIZE));
  // Picked rows stay picked across pages and filters until printed or cleared.
  const [selected, setSelected] = useState<InventoryDetailRow[]>([]);
  const isFiltered =
    filters.q !== '' ||
    filters.status.length > 0 ||
    Boolean(filters.age || filters.location_id || filters.product_id || filters.brand_id || filters.category_id);

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PageTitle>Inventory</PageTitle>
          <Group gap="sm">
            {selected.length > 0 && (
              <>
                <PrintLabelsButton
                  ids={selected.map((row) => row.id)}
                  label={`Print labels (${selected.length})`}
                  variant="filled"
                />
                <Button variant="subtle" onClick={() => setSelected([])}>
                  Clear selection
                </Button>
              </>
            )}
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
        <ServerTable
          name="Inventory items"
          rows={detail.data?.rows}
          total={detail.data?.total}
          isFetching={detail.isFetching}
          columns={columns(currency)}
          page={filters.page}
          onPage={(page) => setFilters({ page })}
          orderBy={filters.order_by}
          defaultOrder={DEFAULT_ORDER}
          onOrder={(order_by) => setFilters({ order_by })}
          emptyText={isFiltered ? 'No inventory items match these filters' : 'No inventory items yet'}
          failure={{ title: 'Inventory could not be loaded', failure: loadFailureOf(detail) }}
          onRowClick={(row) => void navigate(itemPath(row))}
          selection={{ selected, onChange: setSelected, rowName: (row) => `${itemName(row)} · ${row.product.name}` }}
        />
      </Stack>
    </Container>
  );
}
