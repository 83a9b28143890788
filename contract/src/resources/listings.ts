import { z } from 'zod';
import { defineResource } from './define.ts';
import {
  amountInputSchema,
  idListInputSchema,
  idSchema,
  moneySchema,
  optionalText,
  optionalTimestampInput,
  optionalUrl,
  referenceInputSchema,
  requiredReference,
  requiredText,
  rowBase,
  timestampSchema,
} from './common.ts';

export const LISTING_STATUSES = ['draft', 'active', 'ended', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const listings = defineResource({
  name: 'listings',
  label: 'listing',
  row: z.object({
    ...rowBase,
    account_id: idSchema.nullable(),
    platform_id: idSchema,
    title: z.string(),
    price: moneySchema,
    url: z.string().nullable(),
    external_id: z.string().nullable(),
    status: z.enum(LISTING_STATUSES),
    listed_at: timestampSchema.nullable(),
    ended_at: timestampSchema.nullable(),
  }),
  input: z.object({
    account_id: referenceInputSchema.nullable().optional(),
    platform_id: requiredReference('a platform'),
    title: requiredText('a title', 200),
    price: amountInputSchema,
    url: optionalUrl(),
    external_id: optionalText(100),
    status: z.enum(LISTING_STATUSES, { message: `Choose one of ${LISTING_STATUSES.join(', ')}` }).optional(),
    listed_at: optionalTimestampInput(),
    ended_at: optionalTimestampInput(),
    /** When given, the listing's items become exactly these. */
    inventory_item_ids: idListInputSchema.optional(),
  }),
  filterable: [
    'id',
    'account_id',
    'platform_id',
    'title',
    'price',
    'external_id',
    'status',
    'listed_at',
    'ended_at',
    'created_at',
  ],
  sortable: ['id', 'title', 'price', 'status', 'listed_at', 'ended_at', 'created_at', 'updated_at'],
  searchable: ['title', 'external_id', 'url'],
  relations: ['account', 'platform', 'items', 'item_links'],
  defaultOrder: '-created_at,-id',
});

export const listingsInventoryItems = defineResource({
  name: 'listings-inventory-items',
  label: 'listing item',
  row: z.object({ ...rowBase, listing_id: idSchema, inventory_item_id: idSchema }),
  input: z.object({
    listing_id: requiredReference('a listing'),
    inventory_item_id: requiredReference('an inventory item'),
  }),
  filterable: ['id', 'listing_id', 'inventory_item_id', 'created_at'],
  sortable: ['id', 'listing_id', 'inventory_item_id', 'created_at', 'updated_at'],
  searchable: [],
  relations: ['listing', 'inventory_item'],
  defaultOrder: 'id',
});
