import { TextInput } from '@mantine/core';
import { categories } from '@flipstack/contract';
import { dateColumn, relationColumn } from '../../components/resource/columns.tsx';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';

const LIST_PATH = '/product-categories';

export function CategoriesPage() {
  return (
    <ListPage title="Product categories" create={{ to: `${LIST_PATH}/create`, label: 'New category' }}>
      <ResourceTable
        contract={categories}
        with="parent"
        columns={[{ accessor: 'name', title: 'Name' }, relationColumn('parent_id', 'parent', 'categories', 'Parent'), dateColumn('created_at', 'Added')]}
        filters={[{ field: 'parent_id', label: 'Parent', reference: categories }]}
        rowActions={(row) => <DeleteButton contract={categories} id={row.id} compact={{ name: String(row['name']) }} />}
      />
    </ListPage>
  );
}

export function CategoryCreatePage() {
  return (
    <FormPage title="New product category" back={{ to: LIST_PATH, label: 'Product categories' }}>
      <ResourceForm contract={categories} initialValues={{ name: '', parent_id: null }} savedPath={() => LIST_PATH} cancelPath={LIST_PATH}>
        {(form) => (
          <>
            <TextInput label="Name" required autoFocus {...form.getInputProps('name')} />
            <ReferenceSelect contract={categories} label="Parent category" {...form.getInputProps('parent_id')} />
          </>
        )}
      </ResourceForm>
    </FormPage>
  );
}
