import { TextInput, Textarea } from '@mantine/core';
import { platforms, sellers } from '@flipstack/contract';
import { linkColumn, relationColumn } from '../../components/resource/columns.tsx';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage, RecordLoader } from '../../components/resource/FormPage.tsx';
import { AttachmentsPanel } from '../files/AttachmentsPanel.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { rowLabel } from '../../lib/row-labels.ts';
import type { Loose, RowOf } from '../../lib/resources.ts';
import { SELLER_LIST } from './screen-data.ts';

const LIST_PATH = '/sellers';
const sellerPath = (row: { id: number }) => `${LIST_PATH}/${row.id}`;
const orDash = (value: unknown) => (typeof value === 'string' && value ? value : '—');

export function SellersPage() {
  return (
    <ListPage title="Sellers" create={{ to: `${LIST_PATH}/create`, label: 'New seller' }}>
      <ResourceTable
        contract={sellers}
        with={SELLER_LIST.with}
        rowPath={sellerPath}
        columns={[
          linkColumn('name', 'Name', sellerPath, (row) => rowLabel('sellers', row)),
          { accessor: 'username', title: 'Username', render: (row) => orDash(row.username) },
          { accessor: 'email', title: 'Email', render: (row) => orDash(row.email) },
          relationColumn('platform_id', 'platform', 'platforms', 'Platform'),
        ]}
        filters={[{ field: 'platform_id', label: 'Platform', reference: platforms }]}
      />
    </ListPage>
  );
}

type SellerRow = Loose<RowOf<typeof sellers>>;

const valuesOf = (row?: SellerRow) => ({
  name: row?.name ?? '',
  username: row?.username ?? '',
  platform_id: row?.platform_id ?? null,
  email: row?.email ?? '',
  phone: row?.phone ?? '',
  notes: row?.notes ?? '',
});

function SellerForm({ row }: { row?: SellerRow }) {
  return (
    <ResourceForm
      contract={sellers}
      id={row?.id}
      initialValues={valuesOf(row)}
      savedPath={() => LIST_PATH}
      cancelPath={LIST_PATH}
    >
      {(form) => (
        <>
          <TextInput
            label="Name"
            description="A name or a username is enough"
            autoFocus
            {...form.getInputProps('name')}
          />
          <TextInput label="Username" {...form.getInputProps('username')} />
          <ReferenceSelect contract={platforms} label="Platform" canCreate {...form.getInputProps('platform_id')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        </>
      )}
    </ResourceForm>
  );
}

export function SellerCreatePage() {
  return (
    <FormPage title="New seller" back={{ to: LIST_PATH, label: 'Sellers' }}>
      <SellerForm />
    </FormPage>
  );
}

export function SellerEditPage({ id }: { id?: string }) {
  return (
    <RecordLoader contract={sellers} id={id}>
      {(row) => (
        <FormPage
          title={`Seller ${rowLabel('sellers', row)}`}
          back={{ to: LIST_PATH, label: 'Sellers' }}
          actions={<DeleteButton contract={sellers} id={row.id} listPath={LIST_PATH} />}
        >
          <SellerForm row={row} />
          <AttachmentsPanel entity="sellers" entityId={row.id} recordLabel="seller" />
        </FormPage>
      )}
    </RecordLoader>
  );
}
