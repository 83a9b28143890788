import { useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { UNSOLD_STATUSES, type InventoryDetailRow, type InventoryStatus } from '@flipstack/contract';
import { MoneyCell, RowLink, type Column } from '../../components/resource/columns.tsx';
import { ServerTable } from '../../components/resource/ServerTable.tsx';
import { formatDate, useCurrency } from '../../lib/format.ts';
import { productItemsQuery, useInventoryPage } from '../inventory/inventory-api.ts';
import { itemName } from '../inventory/inventory-labels.ts';
import { costColumn, itemColumn, itemPath, profitColumn, statusColumn } from '../inventory/item-columns.tsx';
import { useAppNavigate } from '../../lib/navigation.tsx';

const UNSOLD = new Set<InventoryStatus>(UNSOLD_STATUSES);

function columns(currency: string): Column<InventoryDetailRow>[] {
  return [
    itemColumn,
    { accessor: 'condition', title: 'Condition', render: (row) => row.condition ?? '—' },
    statusColumn,
    costColumn(currency),
    {
      accessor: 'listed_value',
      title: 'Listed at',
      textAlign: 'right',
      sortable: true,
      render: (row) => {
        const listing = row.active_listings[0];
        const price = <MoneyCell value={row.listed_value} currency={currency} />;
        return listing ? (
          <RowLink to={`/listings/${listing.id}`} title={listing.title}>
            {price}
          </RowLink>
        ) : (
          price
        );
      },
    },
    {
      accessor: 'purchased_at',
      title: 'Purchase',
      sortable: true,
      render: (row) =>
        row.purchase ? (
          <RowLink to={`/purchases/${row.purchase.id}`}>{formatDate(row.purchase.purchased_at)}</RowLink>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'sold_at',
      title: 'Sold',
      sortable: true,
      render: (row) =>
        row.sale ? (
          <RowLink to={`/sales/${row.sale.id}`}>{formatDate(row.sale.sold_at)}</RowLink>
        ) : UNSOLD.has(row.status) ? (
          <RowLink to={`/sales/create/${row.id}`} aria-label={`Sell item ${itemName(row)}`}>
            Sell
          </RowLink>
        ) : (
          '—'
        ),
    },
    profitColumn(currency),
  ];
}

/**
 * The product's inventory items a page at a time, each with the listing that offers it, its purchase and
 * its sale: one request a page, the next page past the mark of the one before, however many items the
 * product has had.
 */
export function ProductActivity({ productId }: { productId: number }) {
  const currency = useCurrency();
  const navigate = useAppNavigate();
  const [page, setPage] = useState(1);
  const [orderBy, setOrderBy] = useState('');
  const detail = useInventoryPage(productItemsQuery(productId, page, orderBy));
  return (
    <Paper withBorder p="md" component="section" aria-label="Inventory items">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Inventory items
        </Title>
        <ServerTable
          name="Inventory items"
          rows={detail.data?.rows}
          total={detail.data?.total}
          isFetching={detail.isFetching}
          columns={columns(currency)}
          page={page}
          onPage={setPage}
          orderBy={orderBy}
          defaultOrder="-created_at"
          onOrder={(next) => {
            setOrderBy(next);
            setPage(1);
          }}
          emptyText="No items of this product yet; a purchase adds them."
          onRowClick={(row) => void navigate(itemPath(row))}
        />
      </Stack>
    </Paper>
  );
}
