import { useState } from 'react';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { UNSOLD_STATUSES, type InventoryDetailRow, type InventoryStatus } from '@flipstack/contract';
import { Link } from 'react-router';
import { MoneyCell, linkColumn, moneyColumn, type Column } from '../../components/resource/columns.tsx';
import { ServerTable } from '../../components/resource/ServerTable.tsx';
import { formatDate, useCurrency } from '../../lib/format.ts';
import { productItemsQuery, useInventoryDetail } from '../inventory/inventory-api.ts';
import { itemName } from '../inventory/inventory-labels.ts';
import { StatusBadge } from '../inventory/StatusBadge.tsx';
import { useAppNavigate } from '../../lib/navigation.tsx';

const itemPath = (row: { id: number }) => `/inventory/${row.id}`;
const UNSOLD = new Set<InventoryStatus>(UNSOLD_STATUSES);
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

function columns(currency: string): Column<InventoryDetailRow>[] {
  return [
    { ...linkColumn('serial_number', 'Item', itemPath, itemName), sortable: true },
    { accessor: 'condition', title: 'Condition', render: (row) => row.condition ?? '—' },
    { accessor: 'status', title: 'Status', sortable: true, render: (row) => <StatusBadge status={row.status} /> },
    { ...moneyColumn('cost', 'Cost', currency), sortable: true },
    {
      accessor: 'listed_value',
      title: 'Listed at',
      textAlign: 'right',
      sortable: true,
      render: (row) => {
        const listing = row.active_listings[0];
        const price = <MoneyCell value={row.listed_value} currency={currency} />;
        return listing ? (
          <Anchor component={Link} to={`/listings/${listing.id}`} onClick={stop} title={listing.title}>
            {price}
          </Anchor>
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
          <Anchor component={Link} to={`/purchases/${row.purchase.id}`} onClick={stop}>
            {formatDate(row.purchase.purchased_at)}
          </Anchor>
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
          <Anchor component={Link} to={`/sales/${row.sale.id}`} onClick={stop}>
            {formatDate(row.sale.sold_at)}
          </Anchor>
        ) : UNSOLD.has(row.status) ? (
          <Anchor
            component={Link}
            to={`/sales/create/${row.id}`}
            onClick={stop}
            aria-label={`Sell item ${itemName(row)}`}
          >
            Sell
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'profit',
      title: 'Profit',
      textAlign: 'right',
      render: (row) => (row.sale ? <MoneyCell value={row.sale.profit} currency={currency} /> : '—'),
    },
  ];
}

/**
 * The product's inventory items a page at a time, each with the listing that offers it, its purchase and
 * its sale: one request a page, however many items the product has had.
 */
export function ProductActivity({ productId }: { productId: number }) {
  const currency = useCurrency();
  const navigate = useAppNavigate();
  const [page, setPage] = useState(1);
  const [orderBy, setOrderBy] = useState('');
  const detail = useInventoryDetail(productItemsQuery(productId, page, orderBy));
  return (
    <Paper withBorder p="md" component="section" aria-label="Inventory items">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Inventory items
        </Title>
        <ServerTable
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
