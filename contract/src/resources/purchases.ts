import { z } from 'zod';
import { defineResource } from './define.ts';
import {
  amountInputSchema,
  idSchema,
  moneySchema,
  optionalText,
  optionalTimestampInput,
  referenceInputSchema,
  requiredReference,
  rowBase,
  timestampInputSchema,
  timestampSchema,
} from './common.ts';

export const SPLIT_METHODS = ['equal', 'weight'] as const;
export type SplitMethod = (typeof SPLIT_METHODS)[number];

/** One item bought with a purchase; created with it, in the same transaction. */
export const purchaseItemInputSchema = z.object({
  product_id: requiredReference('a product'),
  serial_number: optionalText(100),
  tag_number: optionalText(100),
  condition: optionalText(60),
  cost: amountInputSchema.nullable().optional(),
  location_id: referenceInputSchema.nullable().optional(),
  /** Defaults to the purchase's received_at; a received item starts in stock. */
  received_at: optionalTimestampInput(),
  /** Only for split 'weight': this item's share of the cost. Not stored. */
  weight: z.coerce
    .number({ message: 'Enter a weight' })
    .positive({ message: 'Enter a weight above 0' })
    .max(1e6)
    .nullable()
    .optional(),
});
export type PurchaseItemInput = z.infer<typeof purchaseItemInputSchema>;

export const purchases = defineResource({
  name: 'purchases',
  label: 'purchase',
  row: z.object({
    ...rowBase,
    seller_id: idSchema.nullable(),
    platform_id: idSchema.nullable(),
    account_id: idSchema.nullable(),
    purchased_at: timestampSchema,
    received_at: timestampSchema.nullable(),
    order_number: z.string().nullable(),
    subtotal: moneySchema,
    shipping: moneySchema,
    taxes: moneySchema,
    other_costs: moneySchema,
    notes: z.string().nullable(),
    /** subtotal + shipping + taxes + other_costs */
    total: moneySchema,
    item_count: z.number().int(),
  }),
  input: z.object({
    seller_id: referenceInputSchema.nullable().optional(),
    platform_id: referenceInputSchema.nullable().optional(),
    account_id: referenceInputSchema.nullable().optional(),
    purchased_at: timestampInputSchema,
    received_at: optionalTimestampInput(),
    order_number: optionalText(100),
    subtotal: amountInputSchema.optional(),
    shipping: amountInputSchema.optional(),
    taxes: amountInputSchema.optional(),
    other_costs: amountInputSchema.optional(),
    notes: optionalText(5000),
    /** On create only: the items bought, created as inventory items. */
    items: z.array(purchaseItemInputSchema).max(500, { message: 'Use at most 500 items' }).optional(),
    /** How the total is shared over items without a cost. */
    split: z.enum(SPLIT_METHODS, { message: 'Choose equal or weight' }).optional(),
  }),
  filterable: [
    'id',
    'seller_id',
    'platform_id',
    'account_id',
    'purchased_at',
    'received_at',
    'order_number',
    'subtotal',
    'total',
    'item_count',
    'created_at',
  ],
  sortable: [
    'id',
    'purchased_at',
    'received_at',
    'order_number',
    'subtotal',
    'total',
    'item_count',
    'created_at',
    'updated_at',
  ],
  searchable: ['order_number', 'notes'],
  relations: ['seller', 'platform', 'account', 'items', 'products', 'transactions'],
  defaultOrder: '-purchased_at,-id',
});
