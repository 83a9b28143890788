import { useCallback, useEffect, useRef } from 'react';
import { Group, SimpleGrid, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { accounts, inventoryItems, listings, platforms, sales, shippingServices } from '@flipstack/contract';
import { DateTimeInput } from '../../components/resource/DateInputs.tsx';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { accountsOf } from '../accounts/accounts-of.ts';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useList, useOne, type Loose } from '../../lib/resources.ts';
import { ItemPicker } from '../inventory/ItemPicker.tsx';
import { ScanButton } from '../scan/ScanButton.tsx';
import { SaleTotalsPanel } from './SaleTotalsPanel.tsx';
import {
  saleFormSchema,
  saleTotals,
  shippingHint,
  usualCommission,
  usualCommissionText,
  type SaleRow,
  type SaleValues,
} from './sale-values.ts';

/** The chosen items' costs, for the cost of goods. */
function useItemCosts(ids: number[]): (string | null)[] {
  const items = useList(
    inventoryItems,
    { where: JSON.stringify({ id: { in: ids } }), limit: 500 },
    { enabled: ids.length > 0 },
  );
  return ids.length === 0
    ? []
    : (items.data?.rows.filter((item) => ids.includes(item.id)).map((item) => item.cost) ?? []);
}

/**
 * A new sale's commission follows its platform's fee percent while nobody has typed one: the figure
 * filled in is replaced as the price changes, a typed one is kept.
 */
function useUsualCommission(form: UseFormReturnType<SaleValues>, isNew: boolean): string | null {
  const values = form.getValues();
  const currency = useCurrency();
  const platform = useOne(platforms, isNew ? values.platform_id : null);
  const usual = isNew ? usualCommission(platform.data, values.revenue_subtotal, values.revenue_shipping) : null;
  const filled = useRef<string>(values.cost_commission);
  useEffect(() => {
    if (usual === null || form.getValues().cost_commission !== filled.current) return;
    filled.current = usual;
    form.setFieldValue('cost_commission', usual);
  }, [usual, form]);
  return usual === null ? null : usualCommissionText(platform.data?.name, platform.data, currency);
}

function SaleFields({ form, row }: { form: UseFormReturnType<SaleValues>; row?: SaleRow | undefined }) {
  const currency = useCurrency();
  // 'ThinkPad X1 · $120.00': the listing and what it asks.
  const listingLabel = (row: Loose<{ id: number }>) =>
    `${String(row['title'])} · ${formatMoney(row['price'] as string, currency)}`;
  const values = form.getValues();
  const totals = saleTotals(values, useItemCosts(values.inventory_item_ids));
  const usualFee = useUsualCommission(form, row === undefined);
  // A scanned label adds its item to the sale (the picker shows it like a chosen one).
  const addScanned = useCallback(
    (id: number) => {
      const chosen = form.getValues().inventory_item_ids;
      if (!chosen.includes(id)) form.setFieldValue('inventory_item_ids', [...chosen, id]);
    },
    [form],
  );
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <ItemPicker
          label="Inventory items"
          statuses={['in_stock', 'in_transit', 'listed', 'returned']}
          style={{ flex: 1 }}
          {...form.getInputProps('inventory_item_ids')}
        />
        <ScanButton label="Scan an item into this sale" size="input-sm" variant="default" onItem={addScanned} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateTimeInput label="Sold" required {...form.getInputProps('sold_at')} />
        <ReferenceSelect
          contract={listings}
          label="Listing"
          optionLabel={listingLabel}
          {...form.getInputProps('listing_id')}
        />
        <ReferenceSelect contract={platforms} label="Platform" canCreate {...form.getInputProps('platform_id')} />
        <ReferenceSelect
          contract={accounts}
          label="Account"
          canCreate
          createDefaults={{ platform_id: values.platform_id }}
          where={accountsOf(values.platform_id)}
          {...form.getInputProps('account_id')}
        />
        <TextInput label="Buyer" {...form.getInputProps('buyer')} />
        <TextInput label="Order number" {...form.getInputProps('order_number')} />
      </SimpleGrid>
      <Title order={2} size="h4">
        Revenue
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <MoneyInput label="Item price" {...form.getInputProps('revenue_subtotal')} />
        <MoneyInput label="Shipping charged" {...form.getInputProps('revenue_shipping')} />
        <MoneyInput label="Sales tax" {...form.getInputProps('revenue_taxes')} />
        <MoneyInput label="Other revenue" {...form.getInputProps('revenue_other')} />
      </SimpleGrid>
      <Title order={2} size="h4">
        Costs
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <MoneyInput label="Shipping label" {...form.getInputProps('cost_shipping')} />
        <MoneyInput label="Commission" description={usualFee} {...form.getInputProps('cost_commission')} />
        <MoneyInput label="Payment fee" {...form.getInputProps('cost_payment')} />
        <MoneyInput label="Other costs" {...form.getInputProps('cost_other')} />
      </SimpleGrid>
      <SaleTotalsPanel totals={totals} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ReferenceSelect
          contract={shippingServices}
          label="Shipping service"
          canCreate
          {...form.getInputProps('shipping_service_id')}
        />
        <TextInput label="Tracking number" {...form.getInputProps('tracking_number')} />
        <DateTimeInput
          label="Shipped on"
          placeholder="Not shipped yet"
          description={shippingHint(values, row)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={values.sold_at}
          {...form.getInputProps('shipped_at')}
        />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
    </>
  );
}

/** Create and edit; saving marks the chosen items sold, or shipped once the sale has a shipping date. */
export function SaleForm({ row, initialValues }: { row?: SaleRow; initialValues: SaleValues }) {
  return (
    <ResourceForm
      contract={sales}
      schema={saleFormSchema}
      id={row?.id}
      initialValues={initialValues}
      savedPath={(saved) => (row ? undefined : `/sales/${saved.id}`)}
      cancelPath="/sales"
    >
      {(form) => <SaleFields form={form} row={row} />}
    </ResourceForm>
  );
}
