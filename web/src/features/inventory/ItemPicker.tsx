import type { MultiSelectProps } from '@mantine/core';
import { inventoryItems, type InventoryStatus } from '@flipstack/contract';
import { ReferenceMultiSelect } from '../../components/resource/ReferenceSelect.tsx';
import type { Loose } from '../../lib/resources.ts';
import { rowLabel } from '../../lib/row-labels.ts';

/** 'SN-123 · iPhone 12' — the item's serial (else tag, else #id) and its product. */
export function itemLabel(row: Loose<{ id: number }>): string {
  const product = row['product'] as { name?: string } | null | undefined;
  return [rowLabel('inventory-items', row), product?.name].filter(Boolean).join(' · ');
}

type ItemPickerProps = Omit<MultiSelectProps, 'value' | 'onChange' | 'data' | 'defaultValue'> & {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Which items are offered (chosen ones always show). */
  statuses: readonly InventoryStatus[];
};

/** Picks inventory items by serial, tag or id, showing their product. */
export function ItemPicker({ statuses, ...props }: ItemPickerProps) {
  return (
    <ReferenceMultiSelect
      contract={inventoryItems}
      with="product"
      optionLabel={itemLabel}
      where={{ status: { in: statuses } }}
      placeholder="Serial, tag or #id"
      {...props}
    />
  );
}
