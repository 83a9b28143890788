import { randomId } from '@mantine/hooks';
import type { purchases } from '@flipstack/contract';
import type { Loose, RowOf } from '../../lib/resources.ts';

export type PurchaseRow = Loose<RowOf<typeof purchases>>;

export type PurchaseItemValues = {
  /** React key only; never sent. */
  key: string;
  product_id: number | null;
  serial_number: string;
  tag_number: string;
  condition: string;
  /** Blank: the item gets its share of the total. */
  cost: string;
};

export const newItem = (): PurchaseItemValues => ({ key: randomId(), product_id: null, serial_number: '', tag_number: '', condition: '', cost: '' });

export function purchaseValues(row?: PurchaseRow) {
  return {
    seller_id: row?.seller_id ?? null,
    platform_id: row?.platform_id ?? null,
    account_id: row?.account_id ?? null,
    purchased_at: row?.purchased_at ?? new Date().toISOString(),
    received_at: row?.received_at ?? null,
    order_number: row?.order_number ?? '',
    subtotal: row?.subtotal ?? '0.00',
    shipping: row?.shipping ?? '0.00',
    taxes: row?.taxes ?? '0.00',
    other_costs: row?.other_costs ?? '0.00',
    notes: row?.notes ?? '',
    // Items are created with the purchase; afterwards they live on as inventory items.
    items: row ? [] : [newItem()],
  };
}

export type PurchaseValues = ReturnType<typeof purchaseValues>;

/** The body of POST (with its items, split equally) or PUT (without). */
export function purchaseInput({ items, ...values }: PurchaseValues, isNew: boolean) {
  if (!isNew) return values;
  return {
    ...values,
    split: 'equal' as const,
    items: items.map(({ key: _key, cost, ...item }) => ({ ...item, cost: cost.trim() || null })),
  };
}
