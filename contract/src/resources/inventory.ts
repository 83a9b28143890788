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
  requiredText,
  rowBase,
  textSchema,
  timestampSchema,
} from './common.ts';
import { INVENTORY_STATUSES } from './inventory-statuses.ts';

export { INVENTORY_STATUSES, UNSOLD_STATUSES, type InventoryStatus } from './inventory-statuses.ts';

const statusInput = z.enum(INVENTORY_STATUSES, { message: `Choose one of ${INVENTORY_STATUSES.join(', ')}` });

export const inventoryItems = defineResource({
  name: 'inventory-items',
  label: 'inventory item',
  row: z.object({
    ...rowBase,
    product_id: idSchema,
    purchase_id: idSchema.nullable(),
    serial_number: z.string().nullable(),
    tag_number: z.string().nullable(),
    condition: z.string().nullable(),
    cost: moneySchema.nullable(),
    listed_price: moneySchema.nullable(),
    location_id: idSchema.nullable(),
    status: z.enum(INVENTORY_STATUSES),
    /** The status an item had before a sale took it; it returns to it when the sale lets go. */
    status_before_sale: z.enum(INVENTORY_STATUSES).nullable(),
    received_at: timestampSchema.nullable(),
    notes: z.string().nullable(),
  }),
  input: z.object({
    product_id: requiredReference('a product'),
    purchase_id: referenceInputSchema.nullable().optional(),
    serial_number: optionalText(100),
    tag_number: optionalText(100),
    condition: optionalText(60),
    cost: amountInputSchema.nullable().optional(),
    listed_price: amountInputSchema.nullable().optional(),
    location_id: referenceInputSchema.nullable().optional(),
    /** Default on create: in_stock when received_at is given, else in_transit. */
    status: statusInput.optional(),
    received_at: optionalTimestampInput(),
    notes: optionalText(5000),
  }),
  filterable: [
    'id',
    'product_id',
    'purchase_id',
    'serial_number',
    'tag_number',
    'condition',
    'cost',
    'listed_price',
    'location_id',
    'status',
    'received_at',
    'created_at',
  ],
  sortable: [
    'id',
    'serial_number',
    'tag_number',
    'cost',
    'listed_price',
    'status',
    'received_at',
    'created_at',
    'updated_at',
  ],
  searchable: ['serial_number', 'tag_number', 'condition', 'notes'],
  relations: ['product', 'purchase', 'location', 'specs', 'sale_links', 'listing_links'],
  defaultOrder: '-created_at,-id',
});

/** Free key/value facts about one item: capacity, colour, battery health… */
export const inventoryItemSpecs = defineResource({
  name: 'inventory-item-specs',
  label: 'inventory item spec',
  row: z.object({ ...rowBase, inventory_item_id: idSchema, key: z.string(), value: z.string() }),
  input: z.object({
    inventory_item_id: requiredReference('an inventory item'),
    key: requiredText('a name', 100),
    value: textSchema('Enter a value').trim().max(1000, { message: 'Use at most 1000 characters' }),
  }),
  filterable: ['id', 'inventory_item_id', 'key', 'value', 'created_at'],
  sortable: ['id', 'inventory_item_id', 'key', 'value', 'created_at', 'updated_at'],
  searchable: ['key', 'value'],
  relations: ['inventory_item'],
  defaultOrder: 'inventory_item_id,key,id',
});
