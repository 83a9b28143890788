import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { brands, categories, products } from '@flipstack/contract';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';

export type ProductRow = Loose<RowOf<typeof products>>;

const valuesOf = (row?: ProductRow) => ({
  name: row?.name ?? '',
  brand_id: row?.brand_id ?? null,
  category_id: row?.category_id ?? null,
  sku: row?.sku ?? '',
  mpn: row?.mpn ?? '',
  upc: row?.upc ?? '',
  msrp: row?.msrp ?? '',
  image_url: row?.image_url ?? '',
  description: row?.description ?? '',
});

type ProductValues = ReturnType<typeof valuesOf>;
const toInput = (values: ProductValues) => ({ ...values, msrp: values.msrp.trim() || null });

/** Create and edit: a new product opens its page (items, listings and sales gather there). */
export function ProductForm({ row }: { row?: ProductRow }) {
  return (
    <ResourceForm
      contract={products}
      id={row?.id}
      initialValues={valuesOf(row)}
      toInput={toInput}
      savedPath={(saved) => (row ? undefined : `/products/${saved.id}`)}
      cancelPath="/products"
    >
      {(form) => (
        <>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ReferenceSelect contract={brands} label="Brand" canCreate {...form.getInputProps('brand_id')} />
            <ReferenceSelect contract={categories} label="Category" canCreate {...form.getInputProps('category_id')} />
            <TextInput label="SKU" {...form.getInputProps('sku')} />
            <TextInput label="MPN" description="Manufacturer part number" {...form.getInputProps('mpn')} />
            <TextInput label="UPC" inputMode="numeric" {...form.getInputProps('upc')} />
            <MoneyInput label="MSRP" {...form.getInputProps('msrp')} />
          </SimpleGrid>
          <TextInput label="Image address" type="url" {...form.getInputProps('image_url')} />
          <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
        </>
      )}
    </ResourceForm>
  );
}
