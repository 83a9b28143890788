import { TextInput } from '@mantine/core';
import { brands } from '@flipstack/contract';
import { dateColumn } from '../../components/resource/columns.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';

type BrandFormProps = { row?: Loose<RowOf<typeof brands>>; onClose?: () => void };

/** Create (its own page) and edit (the list's drawer). */
function BrandForm({ row, onClose }: BrandFormProps) {
  return (
    <ResourceForm
      contract={brands}
      id={row?.id}
      initialValues={{ name: row?.name ?? '' }}
      savedPath={() => '/brands'}
      cancelPath="/brands"
      onClose={onClose}
    >
      {(form) => <TextInput label="Name" required data-autofocus autoFocus={!row} {...form.getInputProps('name')} />}
    </ResourceForm>
  );
}

export function BrandsPage() {
  return (
    <ListPage title="Brands" create={{ to: '/brands/create', label: 'New brand' }}>
      <ResourceTable
        contract={brands}
        columns={[{ accessor: 'name', title: 'Name' }, dateColumn('created_at', 'Added')]}
        editForm={(row, close) => <BrandForm row={row} onClose={close} />}
      />
    </ListPage>
  );
}

export function BrandCreatePage() {
  return (
    <FormPage title="New brand" back={{ to: '/brands', label: 'Brands' }}>
      <BrandForm />
    </FormPage>
  );
}
