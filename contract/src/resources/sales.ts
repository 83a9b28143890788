import { z } from 'zod';
import { defineResource } from './define.ts';
import {
  amountInputSchema,
  idListInputSchema,
  idSchema,
  moneyInputSchema,
  moneySchema,
  optionalText,
  referenceInputSchema,
  requiredReference,
  rowBase,
  timestampInputSchema,
  timestampSchema,
} from './common.ts';

export const SALE_REVENUE_FIELDS = ['revenue_subtotal', 'revenue_shipping', 'revenue_taxes', 'revenue_other'] as const;
export const SALE_COST_FIELDS = ['cost_shipping', 'cost_commission', 'cost_payment', 'cost_other'] as const;
/** A sale cannot go out before it was sold (the server's 400 on shipped_at; the form checks it too). */
export const SHIPPED_BEFORE_SOLD = 'The shipping date cannot be before the sale date';
/** The rule behind SHIPPED_BEFORE_SOLD; a missing date breaks nothing. */
export function shipsBeforeSold(soldAt: unknown, shippedAt: unknown): boolean {
  return instant(shippedAt) < instant(soldAt);
}

/** A sale records something sold: at least one item, or some money received (the server's 400; the form checks it too). */
export const SALE_IS_EMPTY = 'Add the items sold or the amount received';
/** The rule behind SALE_IS_EMPTY, on a sale's input. */
export function saleIsEmpty(input: { inventory_item_ids?: unknown; [field: string]: unknown }): boolean {
  const items = Array.isArray(input.inventory_item_ids) ? input.inventory_item_ids.length : 0;
  return items === 0 && SALE_REVENUE_FIELDS.every((field) => !(Number(input[field] ?? 0) > 0));
}

/** Milliseconds of a date or its text; NaN (never before anything) for no date. */
const instant = (value: unknown): number =>
  value instanceof Date ? value.getTime() : typeof value === 'string' && value ? Date.parse(value) : Number.NaN;

export const sales = defineResource({
  name: 'sales',
  label: 'sale',
  row: z.object({
    ...rowBase,
    platform_id: idSchema.nullable(),
    account_id: idSchema.nullable(),
    listing_id: idSchema.nullable(),
    sold_at: timestampSchema,
    buyer: z.string().nullable(),
    order_number: z.string().nullable(),
    revenue_subtotal: moneySchema,
    revenue_shipping: moneySchema,
    revenue_taxes: moneySchema,
    revenue_other: moneySchema,
    cost_shipping: moneySchema,
    cost_commission: moneySchema,
    cost_payment: moneySchema,
    cost_other: moneySchema,
    shipping_service_id: idSchema.nullable(),
    tracking_number: z.string().nullable(),
    /** When the sale went out (handed to the carrier or the buyer); null while it waits to be shipped. */
    shipped_at: timestampSchema.nullable(),
    notes: z.string().nullable(),
    /** Sum of the revenue_* fields. */
    revenue_total: moneySchema,
    /** Sum of the cost_* fields. */
    cost_total: moneySchema,
    /** Sum of the cost of the sale's inventory items. */
    cost_of_goods: moneySchema,
    /** revenue_total − revenue_taxes − cost_total − cost_of_goods: taxes collected for the state are not income. */
    profit: moneySchema,
    /** The products of the sale's items ('Sony WH-1000XM4, Pixel 7'), for lists; null for a sale without items. */
    items_summary: z.string().nullable(),
  }),
  input: z.object({
    platform_id: referenceInputSchema.nullable().optional(),
    account_id: referenceInputSchema.nullable().optional(),
    listing_id: referenceInputSchema.nullable().optional(),
    sold_at: timestampInputSchema,
    buyer: optionalText(200),
    order_number: optionalText(100),
    revenue_subtotal: amountInputSchema.optional(),
    revenue_shipping: amountInputSchema.optional(),
    revenue_taxes: amountInputSchema.optional(),
    // Adjustments (e.g. a partial refund) may be negative.
    revenue_other: moneyInputSchema.optional(),
    cost_shipping: amountInputSchema.optional(),
    cost_commission: amountInputSchema.optional(),
    cost_payment: amountInputSchema.optional(),
    cost_other: moneyInputSchema.optional(),
    shipping_service_id: referenceInputSchema.nullable().optional(),
    tracking_number: optionalText(100),
    /** Not before sold_at. Left out (or null) with a tracking number on create: sold_at; on an update that adds the first tracking number: now. */
    shipped_at: timestampInputSchema.nullable().optional(),
    notes: optionalText(5000),
    /** When given, the sale's items become exactly these (each is marked sold). */
    inventory_item_ids: idListInputSchema.optional(),
  }),
  filterable: [
    'id',
    'platform_id',
    'account_id',
    'listing_id',
    'sold_at',
    'buyer',
    'order_number',
    'shipping_service_id',
    'tracking_number',
    'shipped_at',
    'revenue_subtotal',
    'revenue_taxes',
    'revenue_total',
    'cost_total',
    'cost_of_goods',
    'profit',
    'created_at',
  ],
  sortable: [
    'id',
    'sold_at',
    'shipped_at',
    'buyer',
    'order_number',
    'revenue_subtotal',
    'revenue_total',
    'cost_total',
    'cost_of_goods',
    'profit',
    'created_at',
    'updated_at',
  ],
  searchable: ['buyer', 'order_number', 'tracking_number', 'notes'],
  relations: ['platform', 'account', 'listing', 'shipping_service', 'items', 'item_links', 'transactions'],
  defaultOrder: '-sold_at,-id',
});

export const saleInventoryItems = defineResource({
  name: 'sale-inventory-items',
  label: 'sale item',
  row: z.object({ ...rowBase, sale_id: idSchema, inventory_item_id: idSchema }),
  input: z.object({
    sale_id: requiredReference('a sale'),
    inventory_item_id: requiredReference('an inventory item'),
  }),
  filterable: ['id', 'sale_id', 'inventory_item_id', 'created_at'],
  sortable: ['id', 'sale_id', 'inventory_item_id', 'created_at', 'updated_at'],
  searchable: [],
  relations: ['sale', 'inventory_item'],
  defaultOrder: 'id',
});
