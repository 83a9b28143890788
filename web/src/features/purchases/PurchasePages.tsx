import { platforms, purchases, sellers } from '@flipstack/contract';
import { dateColumn, linkColumn, moneyColumn, relationColumn } from '../../components/resource/columns.tsx';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage, RecordLoader } from '../../components/resource/FormPage.tsx';
import { AttachmentsPanel } from '../files/AttachmentsPanel.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { useCurrency } from '../../lib/format.ts';
import { PurchaseForm } from './PurchaseForm.tsx';
import { PurchaseItemsTable } from './PurchaseItemsTable.tsx';
import { PURCHASE_LIST, PURCHASE_RECORD } from './screen-data.ts';

const purchasePath = (row: { id: number }) => `/purchases/${row.id}`;

export function PurchasesPage() {
  const currency = useCurrency();
  return (
    <ListPage title="Purchases" create={{ to: '/purchases/create', label: 'New purchase' }}>
      <ResourceTable
        contract={purchases}
        with={PURCHASE_LIST.with}
        rowPath={purchasePath}
        columns={[
          linkColumn('id', 'Purchase', purchasePath, (row) => `#${row.id}`),
          dateColumn('purchased_at', 'Purchased'),
          relationColumn('seller_id', 'seller', 'sellers', 'Seller'),
          { accessor: 'order_number', title: 'Order', render: (row) => row.order_number ?? '—' },
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

export function PurchaseEditPage({ id }: { id?: string }) {
  return (
    <RecordLoader contract={purchases} id={id} with={PURCHASE_RECORD.with}>
      {(row) => (
        <FormPage
          size="lg"
          title={`Purchase #${row.id}`}
          back={{ to: '/purchases', label: 'Purchases' }}
          actions={<DeleteButton contract={purchases} id={row.id} listPath="/purchases" />}
        >
          <PurchaseForm key={row.updated_at} row={row} />
          <PurchaseItemsTable purchase={row} />
          <AttachmentsPanel entity="purchases" entityId={row.id} recordLabel="purchase" />
        </FormPage>
      )}
    </RecordLoader>
  );
}
