import { TextInput } from '@mantine/core';
import { categories } from '@flipstack/contract';
import { dateColumn, relationColumn } from '../../components/resource/columns.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';
import { CATEGORY_LIST } from './screen-data.ts';

const LIST_PATH = '/product-categories';

type CategoryFormProps = { row?: Loose<RowOf<typeof categories>>; onClose?: () => void };

/** Create (its own page) and edit (the list's drawer). */
function CategoryForm({ row, onClose }: CategoryFormProps) {
  return (
    <ResourceForm
      contract={categories}
      id={row?.id}
      initialValues={{ name: row?.name ?? '', parent_id: row?.parent_id ?? null }}
      savedPath={() => LIST_PATH}
      cancelPath={LIST_PATH}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextInput label="Name" required data-autofocus autoFocus={!row} {...form.getInputProps('name')} />
          {/* A category cannot be its own parent. */}
          <ReferenceSelect
            contract={categories}
            label="Parent category"
            canCreate
            where={row ? { id: { ne: row.id } } : undefined}
            {...form.getInputProps('parent_id')}
          />
        </>
      )}
    </ResourceForm>
  );
}

export function CategoriesPage() {
  return (
    <ListPage title="Product categories" create={{ to: `${LIST_PATH}/create`, label: 'New category' }}>
      <ResourceTable
        contract={categories}
        with={CATEGORY_LIST.with}
        columns={[
          { accessor: 'name', title: 'Name' },
          relationColumn('parent_id', 'parent', 'categories', 'Parent'),
          dateColumn('created_at', 'Added'),
        ]}
        filters={[{ field: 'parent_id', label: 'Parent', reference: categories }]}
        editForm={(row, close) => <CategoryForm row={row} onClose={close} />}
      />
    </ListPage>
  );
}

export function CategoryCreatePage() {
  return (
    <FormPage title="New product category" back={{ to: LIST_PATH, label: 'Product categories' }}>
      <CategoryForm />
    </FormPage>
  );
}
