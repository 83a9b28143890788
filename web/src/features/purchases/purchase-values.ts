import { randomId } from '@mantine/hooks';
import type { purchases, SplitMethod } from '@flipstack/contract';
import type { Loose, RowOf } from '../../lib/resources.ts';
import type { SplitItem } from '@flipstack/contract';

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
  /** Its share when the split is by weight (grams, kilograms: any unit, the same for all). */
  weight: string;
  location_id: number | null;
  /** Blank: the purchase's received date. */
  received_at: string | null;
};

export const newItem = (): PurchaseItemValues => ({
  key: randomId(),
  product_id: null,
  serial_number: '',
  tag_number: '',
  condition: '',
  cost: '',
  weight: '',
  location_id: null,
  received_at: null,
});

export function purchaseValues(row?: PurchaseRow) {
  const purchasedAt = row?.purchased_at ?? new Date().toISOString();
  return {
    seller_id: row?.seller_id ?? null,
    platform_id: row?.platform_id ?? null,
    account_id: row?.account_id ?? null,
    purchased_at: purchasedAt,
    // A new purchase is in hand when it is bought (a garage sale, a shop): its items start in stock. One on
    // its way has its Received date cleared.
    received_at: row ? row.received_at : purchasedAt,
    order_number: row?.order_number ?? '',
    subtotal: row?.subtotal ?? '0.00',
    shipping: row?.shipping ?? '0.00',
    taxes: row?.taxes ?? '0.00',
    other_costs: row?.other_costs ?? '0.00',
    notes: row?.notes ?? '',
    // Items are created with the purchase; afterwards they live on as inventory items.
    items: row ? [] : [newItem()],
    split: 'equal' as SplitMethod,
  };
}

export type PurchaseValues = ReturnType<typeof purchaseValues>;

/**
 * A new purchase's Received date follows its Purchased date while the two are the same (the default): bought
 * yesterday in hand is received yesterday. A Received date of its own, or none, stays.
 */
export function withPurchasedAt(values: Pick<PurchaseValues, 'purchased_at' | 'received_at'>, purchasedAt: string) {
  const isInStep = values.received_at === values.purchased_at;
  return { purchased_at: purchasedAt, received_at: isInStep ? purchasedAt : values.received_at };
}

/** '' → no weight; other text is handed on for the schema (and the split) to refuse. */
const toWeight = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** What the split and the server see of an item. */
export const splitItemOf = (item: PurchaseItemValues, split: SplitMethod): SplitItem => ({
  cost: item.cost,
  weight: split === 'weight' ? toWeight(item.weight) : undefined,
});

/** The body of POST (with its items and how to split) or PUT (the purchase's own fields). */
export function purchaseInput({ items, split, ...values }: PurchaseValues, isNew: boolean) {
  if (!isNew) return values;
  return {
    ...values,
    split,
    items: items.map((item) => ({
      product_id: item.product_id,
      serial_number: item.serial_number,
      tag_number: item.tag_number,
      condition: item.condition,
      cost: item.cost.trim() || null,
      location_id: item.location_id,
      received_at: item.received_at,
      ...(split === 'weight' ? { weight: toWeight(item.weight) } : {}),
    })),
  };
}
