import { listings, platforms, sales } from '@flipstack/contract';
import { dateColumn, linkColumn, moneyColumn, relationColumn } from '../../components/resource/columns.tsx';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage, RecordLoader } from '../../components/resource/FormPage.tsx';
import { AttachmentsPanel } from '../files/AttachmentsPanel.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { useCurrency } from '../../lib/format.ts';
import { SaleForm } from './SaleForm.tsx';
import { ShippingBadge } from './ShippingBadge.tsx';
import { SHIPPING_OPTIONS, saleValues, type SalePrefill } from './sale-values.ts';
import { SALE_LIST, SALE_RECORD } from './screen-data.ts';

const salePath = (row: { id: number }) => `/sales/${row.id}`;
const BACK = { to: '/sales', label: 'Sales' };

export function SalesPage() {
  const currency = useCurrency();
  return (
    <ListPage title="Sales" create={{ to: '/sales/create', label: 'New sale' }}>
      <ResourceTable
        contract={sales}
        with={SALE_LIST.with}
        rowPath={salePath}
        columns={[
          linkColumn('id', 'Sale', salePath, (row) => `#${row.id}`),
          { accessor: 'items_summary', title: 'Items', render: (row) => row.items_summary ?? '—' },
          dateColumn('sold_at', 'Sold'),
          {
            accessor: 'shipped_at',
            title: 'Shipping',
            render: (row) => <ShippingBadge shippedAt={row.shipped_at} />,
          },
          { accessor: 'buyer', title: 'Buyer', render: (row) => row.buyer ?? '—' },
          relationColumn('platform_id', 'platform', 'platforms', 'Platform'),
          moneyColumn('revenue_total', 'Revenue', currency),
          moneyColumn('cost_total', 'Costs', currency),
          moneyColumn('cost_of_goods', 'Cost of goods', currency),
          moneyColumn('profit', 'Profit', currency),
        ]}
        filters={[
          { field: 'shipped_at', label: 'Shipping', options: SHIPPING_OPTIONS },
          { field: 'platform_id', label: 'Platform', reference: platforms },
        ]}
      />
    </ListPage>
  );
}

type SaleCreateProps = { inventory_item_id?: string; listing_id?: string };

/** /sales/create/{inventory_item_id?}/{listing_id?}: the item and the listing (its platform, account, price) are filled in. */
export function SaleCreatePage({ inventory_item_id, listing_id }: SaleCreateProps) {
  const itemIds = inventory_item_id && Number(inventory_item_id) > 0 ? [Number(inventory_item_id)] : [];
  const form = (listing?: SalePrefill['listing']) => (
    <FormPage size="lg" title="New sale" back={BACK}>
      <SaleForm initialValues={saleValues(undefined, { inventoryItemIds: itemIds, ...(listing ? { listing } : {}) })} />
    </FormPage>
  );
  if (!listing_id) return form();
  return (
    <RecordLoader contract={listings} id={listing_id}>
      {(listing) => form(listing)}
    </RecordLoader>
  );
}

export function SaleEditPage({ id }: { id?: string }) {
  return (
    <RecordLoader contract={sales} id={id} with={SALE_RECORD.with}>
      {(row) => (
        <FormPage
          size="lg"
          title={`Sale #${row.id}`}
          back={BACK}
          actions={
            <>
              <ShippingBadge shippedAt={row.shipped_at} />
              <DeleteButton contract={sales} id={row.id} listPath="/sales" />
            </>
          }
        >
          <SaleForm key={row.updated_at} row={row} initialValues={saleValues(row)} />
          <AttachmentsPanel entity="sales" entityId={row.id} recordLabel="sale" />
        </FormPage>
      )}
    </RecordLoader>
  );
}
