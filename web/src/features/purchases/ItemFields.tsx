import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { locations, products } from '@flipstack/contract';
import { DateInput } from '../../components/resource/DateInputs.tsx';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { ScanButton } from '../scan/ScanButton.tsx';

type InputProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

type ItemFieldsProps = {
  /** The form's input props of one of the item's fields, e.g. (name) => form.getInputProps(`items.0.${name}`). */
  field: (name: string) => InputProps;
  /** In a new purchase a blank cost is a share of the total and a blank date the purchase's own. */
  isInNewPurchase?: boolean;
  /** The split is by weight: ask for this item's weight. */
  hasWeight?: boolean;
  /** A drawer is narrower than the screen: one field a line there. */
  isNarrow?: boolean;
};

/** A serial or tag field with a camera button that types the scanned barcode into it. */
function CodeInput({ label, input }: { label: string; input: InputProps }) {
  return (
    <TextInput
      label={label}
      rightSectionPointerEvents="all"
      rightSection={
        <ScanButton
          label={`Scan the ${label.toLowerCase()}`}
          size="input-sm"
          onCode={(code) => (input.onChange as (value: string) => void)(code)}
        />
      }
      {...input}
    />
  );
}

/** What is said of one bought item: in a new purchase's item list and when adding one to a purchase. */
export function ItemFields({ field, isInNewPurchase = false, hasWeight = false, isNarrow = false }: ItemFieldsProps) {
  return (
    <SimpleGrid cols={isNarrow ? 1 : { base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'end' }}>
      <ReferenceSelect contract={products} label="Product" required canCreate {...field('product_id')} />
      <CodeInput label="Serial number" input={field('serial_number')} />
      <CodeInput label="Tag number" input={field('tag_number')} />
      <TextInput label="Condition" placeholder="e.g. Used – good" {...field('condition')} />
      {isInNewPurchase ? (
        <MoneyInput label="Own cost" placeholder="Split" description="Blank: a share of the total" {...field('cost')} />
      ) : (
        <MoneyInput label="Cost" {...field('cost')} />
      )}
      {hasWeight && (
        <TextInput
          label="Weight"
          required
          inputMode="decimal"
          description="Any unit, the same for all"
          {...field('weight')}
        />
      )}
      <ReferenceSelect contract={locations} label="Location" canCreate {...field('location_id')} />
      <DateInput
        label="Received"
        description={isInNewPurchase ? "Blank: the purchase's date" : undefined}
        {...field('received_at')}
      />
    </SimpleGrid>
  );
}
