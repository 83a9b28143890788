import { TextInput } from '@mantine/core';
import { brands } from '@flipstack/contract';
import { dateColumn } from '../../components/resource/columns.tsx';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';

export function BrandsPage() {
  return (
    <ListPage title="Brands" create={{ to: '/brands/create', label: 'New brand' }}>
      <ResourceTable
        contract={brands}
        columns={[{ accessor: 'name', title: 'Name' }, dateColumn('created_at', 'Added')]}
        rowActions={(row) => <DeleteButton contract={brands} id={row.id} compact={{ name: String(row['name']) }} />}
      />
    </ListPage>
  );
}

export function BrandCreatePage() {
  return (
    <FormPage title="New brand" back={{ to: '/brands', label: 'Brands' }}>
      <ResourceForm contract={brands} initialValues={{ name: '' }} savedPath={() => '/brands'} cancelPath="/brands">
        {(form) => <TextInput label="Name" required autoFocus {...form.getInputProps('name')} />}
      </ResourceForm>
    </FormPage>
  );
}
