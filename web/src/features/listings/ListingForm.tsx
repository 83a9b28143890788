import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { accounts, LISTING_STATUSES, listings, platforms } from '@flipstack/contract';
import { DateTimeInput } from '../../components/resource/DateInputs.tsx';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { accountsOf } from '../accounts/accounts-of.ts';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';
import { ItemPicker } from '../inventory/ItemPicker.tsx';

export type ListingRow = Loose<RowOf<typeof listings>>;

export const LISTING_STATUS_OPTIONS = LISTING_STATUSES.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

/** What a new listing starts with when opened from an item ("List" on its page). */
export type ListingPrefill = { inventory_item_ids: number[]; title: string };

const valuesOf = (row?: ListingRow, prefill?: ListingPrefill) => ({
  platform_id: row?.platform_id ?? null,
  account_id: row?.account_id ?? null,
  title: row?.title ?? prefill?.title ?? '',
  price: row?.price ?? '',
  status: row?.status ?? 'draft',
  url: row?.url ?? '',
  external_id: row?.external_id ?? '',
  listed_at: row?.listed_at ?? null,
  ended_at: row?.ended_at ?? null,
  inventory_item_ids:
    prefill?.inventory_item_ids ?? ((row?.['items'] as { id: number }[] | undefined) ?? []).map((item) => item.id),
});

/** Create and edit; a listing's items become listed while it is active. */
export function ListingForm({ row, prefill }: { row?: ListingRow; prefill?: ListingPrefill | undefined }) {
  return (
    <ResourceForm
      contract={listings}
      id={row?.id}
      initialValues={valuesOf(row, prefill)}
      savedPath={(saved) => (row ? undefined : `/listings/${saved.id}`)}
      cancelPath="/listings"
    >
      {(form) => (
        <>
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ReferenceSelect
              contract={platforms}
              label="Platform"
              required
              canCreate
              {...form.getInputProps('platform_id')}
            />
            <ReferenceSelect
              contract={accounts}
              label="Account"
              canCreate
              createDefaults={{ platform_id: form.getValues().platform_id }}
              where={accountsOf(form.getValues().platform_id)}
              {...form.getInputProps('account_id')}
            />
            <MoneyInput label="Price" required {...form.getInputProps('price')} />
            <Select
              label="Status"
              data={LISTING_STATUS_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
            <DateTimeInput
              label="Listed"
              description="Set when it first goes active"
              {...form.getInputProps('listed_at')}
            />
            <DateTimeInput label="Ended" {...form.getInputProps('ended_at')} />
            <TextInput label="Web address" type="url" {...form.getInputProps('url')} />
            <TextInput label="Marketplace id" {...form.getInputProps('external_id')} />
          </SimpleGrid>
          <ItemPicker
            label="Inventory items"
            statuses={['in_stock', 'in_transit', 'listed', 'returned']}
            {...form.getInputProps('inventory_item_ids')}
          />
        </>
      )}
    </ResourceForm>
  );
}
