import { Group } from '@mantine/core';
import { brands, categories, products } from '@flipstack/contract';
import { linkColumn, moneyColumn, relationColumn } from '../../components/resource/columns.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { useCurrency } from '../../lib/format.ts';
import { ProductForm } from './ProductForm.tsx';
import { ProductThumb } from './ProductThumb.tsx';
import { PRODUCT_LIST } from './screen-data.ts';

const productPath = (row: { id: number }) => `/products/${row.id}`;
const nameLink = linkColumn('name', 'Name', productPath);

export function ProductsPage() {
  const currency = useCurrency();
  return (
    <ListPage title="Products" create={{ to: '/products/create', label: 'New product' }}>
      <ResourceTable
        contract={products}
        with={PRODUCT_LIST.with}
        rowPath={productPath}
        columns={[
          {
            ...nameLink,
            render: (row, index) => (
              <Group gap="sm" wrap="nowrap">
                <ProductThumb fileId={row.image_file_id} />
                {nameLink.render!(row, index)}
              </Group>
            ),
          },
          relationColumn('brand_id', 'brand', 'brands', 'Brand'),
          relationColumn('category_id', 'category', 'categories', 'Category'),
          { accessor: 'sku', title: 'SKU', render: (row) => row.sku ?? '—' },
          moneyColumn('msrp', 'MSRP', currency),
        ]}
        filters={[
          { field: 'brand_id', label: 'Brand', reference: brands },
          { field: 'category_id', label: 'Category', reference: categories },
        ]}
      />
    </ListPage>
  );
}

export function ProductCreatePage() {
  return (
    <FormPage title="New product" back={{ to: '/products', label: 'Products' }}>
      <ProductForm />
    </FormPage>
  );
}
