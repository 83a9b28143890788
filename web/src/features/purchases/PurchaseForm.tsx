import { Divider, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { accounts, platforms, purchases, sellers, type SplitMethod } from '@flipstack/contract';
import { DateInput, DateTimeInput } from '../../components/resource/DateInputs.tsx';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { accountsOf } from '../accounts/accounts-of.ts';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney, sumMoney } from '../../lib/money.ts';
import { splitCost } from '@flipstack/contract';
import { PurchaseItemsEditor } from './PurchaseItemsEditor.tsx';
import {
  purchaseInput,
  purchaseValues,
  splitItemOf,
  withPurchasedAt,
  type PurchaseRow,
  type PurchaseValues,
} from './purchase-values.ts';

const purchaseTotal = (values: PurchaseValues) =>
  sumMoney(values.subtotal, values.shipping, values.taxes, values.other_costs);

const SPLIT_OPTIONS: { value: SplitMethod; label: string }[] = [
  { value: 'equal', label: 'Equally' },
  { value: 'weight', label: 'By weight' },
];

function TotalLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={strong ? 'purchase-total' : undefined}
      >
        {value}
      </Text>
    </Group>
  );
}

/** Create (with items added in place, the total split over them live) and edit (the purchase's own fields). */
export function PurchaseForm({ row }: { row?: PurchaseRow }) {
  const currency = useCurrency();
  const isNew = row === undefined;
  return (
    <ResourceForm
      contract={purchases}
      id={row?.id}
      initialValues={purchaseValues(row)}
      toInput={(values) => purchaseInput(values, isNew)}
      savedPath={(saved) => (isNew ? `/purchases/${saved.id}` : undefined)}
      cancelPath="/purchases"
    >
      {(form) => {
        const values = form.getValues();
        const total = purchaseTotal(values);
        const split = splitCost(
          total,
          values.items.map((item) => splitItemOf(item, values.split)),
          values.split,
        );
        const splitText = `Split ${values.split === 'weight' ? 'by weight' : 'equally'} over the items without their own cost (${values.items.length} items).`;
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimeInput
                label="Purchased"
                required
                {...form.getInputProps('purchased_at')}
                onChange={(next) => {
                  if (isNew && next) form.setValues(withPurchasedAt(form.getValues(), next));
                  else form.setFieldValue('purchased_at', next ?? '');
                }}
              />
              <DateInput
                label="Received"
                description={
                  isNew ? 'In stock from this day; clear it for items on their way' : 'Items are in stock from this day'
                }
                {...form.getInputProps('received_at')}
              />
              <ReferenceSelect contract={sellers} label="Seller" canCreate {...form.getInputProps('seller_id')} />
              <ReferenceSelect contract={platforms} label="Platform" canCreate {...form.getInputProps('platform_id')} />
              <ReferenceSelect
                contract={accounts}
                label="Account"
                canCreate
                createDefaults={{ platform_id: values.platform_id }}
                where={accountsOf(values.platform_id)}
                {...form.getInputProps('account_id')}
              />
              <TextInput label="Order number" {...form.getInputProps('order_number')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <MoneyInput label="Subtotal" {...form.getInputProps('subtotal')} />
              <MoneyInput label="Shipping" {...form.getInputProps('shipping')} />
              <MoneyInput label="Taxes" {...form.getInputProps('taxes')} />
              <MoneyInput label="Other costs" {...form.getInputProps('other_costs')} />
            </SimpleGrid>
            <Paper withBorder p="sm" maw={360} ml="auto" w="100%" aria-label="Purchase total">
              <Stack gap={4}>
                <TotalLine label="Total" value={formatMoney(total, currency)} strong />
                <Text size="xs" c="dimmed">
                  Subtotal + shipping + taxes + other costs
                </Text>
                {isNew && (
                  <>
                    <Divider my={4} />
                    <SegmentedControl aria-label="Split" data={SPLIT_OPTIONS} {...form.getInputProps('split')} />
                    <Text
                      size="sm"
                      c={split.error ? 'var(--mantine-color-error)' : 'dimmed'}
                      role={split.error ? 'alert' : undefined}
                    >
                      {split.error
                        ? `${split.index === undefined ? '' : `Item ${split.index + 1}: `}${split.error}`
                        : splitText}
                    </Text>
                  </>
                )}
              </Stack>
            </Paper>
            {isNew && <PurchaseItemsEditor form={form} split={split} />}
            <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          </>
        );
      }}
    </ResourceForm>
  );
}
