import { Anchor, Badge } from '@mantine/core';
import { platforms, purchases, sellers, type InventoryStatus } from '@flipstack/contract';
import { Link } from 'react-router';
import { dateColumn, linkColumn, moneyColumn, relationColumn } from '../../components/resource/columns.tsx';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage, RecordLoader } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { RecordTable } from '../../components/resource/RecordTable.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Loose } from '../../lib/resources.ts';
import { rowLabel } from '../../lib/row-labels.ts';
import { PurchaseForm } from './PurchaseForm.tsx';

const purchasePath = (row: { id: number }) => `/purchases/${row.id}`;

export function PurchasesPage() {
  const currency = useCurrency();
  return (
    <ListPage title="Purchases" create={{ to: '/purchases/create', label: 'New purchase' }}>
      <ResourceTable
        contract={purchases}
        with="seller"
        rowPath={purchasePath}
        columns={[
          linkColumn('id', 'Purchase', purchasePath, (row) => `#${row.id}`),
          dateColumn('purchased_at', 'Purchased'),
          relationColumn('seller_id', 'seller', 'sellers', 'Seller'),
          { accessor: 'order_number', title: 'Order', render: (row) => (row['order_number'] as string | null) ?? '—' },
          { accessor: 'item_count', title: 'Items', textAlign: 'right' },
          moneyColumn('total', 'Total', currency),
        ]}
        filters={[
          { field: 'seller_id', label: 'Seller', reference: sellers },
          { field: 'platform_id', label: 'Platform', reference: platforms },
        ]}
      />
    </ListPage>
  );
}

export function PurchaseCreatePage() {
  return (
    <FormPage size="lg" title="New purchase" back={{ to: '/purchases', label: 'Purchases' }}>
      <PurchaseForm />
    </FormPage>
  );
}

type ItemRow = Loose<{ id: number; product_id: number; cost: string | null; status: InventoryStatus; serial_number: string | null }>;

export function PurchaseEditPage({ id }: { id?: string }) {
  const currency = useCurrency();
  return (
    <RecordLoader contract={purchases} id={id} with="items">
      {(row) => (
        <FormPage
          size="lg"
          title={`Purchase #${row.id}`}
          back={{ to: '/purchases', label: 'Purchases' }}
          actions={<DeleteButton contract={purchases} id={row.id} listPath="/purchases" />}
        >
          <PurchaseForm key={row.updated_at} row={row} />
          <RecordTable<ItemRow>
            title="Items"
            rows={row['items'] as ItemRow[]}
            empty="This purchase has no items."
            columns={[
              { title: 'Item', render: (item) => rowLabel('inventory-items', item) },
              { title: 'Product', render: (item) => <Anchor component={Link} to={`/products/${item.product_id}`}>{`Product #${item.product_id}`}</Anchor> },
              { title: 'Status', render: (item) => <Badge variant="light">{item.status.replace('_', ' ')}</Badge> },
              { title: 'Cost', align: 'right', render: (item) => formatMoney(item.cost, currency) },
            ]}
          />
        </FormPage>
      )}
    </RecordLoader>
  );
}
