import { Badge, Button } from '@mantine/core';
import { listings, platforms } from '@flipstack/contract';
import { Link, useSearchParams } from 'react-router';
import { dateColumn, linkColumn, moneyColumn, relationColumn } from '../../components/resource/columns.tsx';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage, RecordLoader } from '../../components/resource/FormPage.tsx';
import { AttachmentsPanel } from '../files/AttachmentsPanel.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { useCurrency } from '../../lib/format.ts';
import { LISTING_STATUS_OPTIONS, ListingForm } from './ListingForm.tsx';
import { LISTING_LIST, LISTING_RECORD } from './screen-data.ts';

const listingPath = (row: { id: number }) => `/listings/${row.id}`;

export function ListingsPage() {
  const currency = useCurrency();
  return (
    <ListPage title="Listings" create={{ to: '/listings/create', label: 'New listing' }}>
      <ResourceTable
        contract={listings}
        with={LISTING_LIST.with}
        rowPath={listingPath}
        columns={[
          linkColumn('title', 'Title', listingPath),
          relationColumn('platform_id', 'platform', 'platforms', 'Platform'),
          {
            accessor: 'status',
            title: 'Status',
            render: (row) => <Badge variant="light">{row.status}</Badge>,
          },
          moneyColumn('price', 'Price', currency),
          dateColumn('listed_at', 'Listed'),
        ]}
        filters={[
          { field: 'status', label: 'Status', options: LISTING_STATUS_OPTIONS },
          { field: 'platform_id', label: 'Platform', reference: platforms },
        ]}
      />
    </ListPage>
  );
}

/** /listings/create, or ?item={id}&title={product} from an item's "List": that item and its product's name filled in. */
export function ListingCreatePage() {
  const [params] = useSearchParams();
  const itemId = Number(params.get('item'));
  const prefill =
    Number.isInteger(itemId) && itemId > 0
      ? { inventory_item_ids: [itemId], title: params.get('title') ?? '' }
      : undefined;
  return (
    <FormPage title="New listing" back={{ to: '/listings', label: 'Listings' }}>
      <ListingForm prefill={prefill} />
    </FormPage>
  );
}

export function ListingEditPage({ id }: { id?: string }) {
  return (
    <RecordLoader contract={listings} id={id} with={LISTING_RECORD.with}>
      {(row) => {
        const firstItem = (row['items'] as { id: number }[])[0];
        return (
          <FormPage
            title={row.title}
            back={{ to: '/listings', label: 'Listings' }}
            actions={
              <>
                {firstItem && row.status !== 'sold' && (
                  <Button component={Link} to={`/sales/create/${firstItem.id}/${row.id}`} variant="light">
                    Record sale
                  </Button>
                )}
                <DeleteButton contract={listings} id={row.id} listPath="/listings" />
              </>
            }
          >
            <ListingForm key={row.updated_at} row={row} />
            <AttachmentsPanel entity="listings" entityId={row.id} recordLabel="listing" />
          </FormPage>
        );
      }}
    </RecordLoader>
  );
}
