import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  dayOrTimeSchema,
  idInputSchema,
  idSchema,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  listQuerySchema,
  moneySchema,
  timestampSchema,
} from './resources/common.ts';
import { INVENTORY_STATUSES } from './resources/inventory.ts';
import { LISTING_STATUSES } from './resources/listings.ts';

/** `status=listed&status=sold` or `status=listed,sold`. */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(INVENTORY_STATUSES, { message: `Choose among ${INVENTORY_STATUSES.join(', ')}` })));
const optionalId = idInputSchema().optional();
const optionalDays = z.coerce.number().int().min(0).max(100_000).optional();
const dayOrTime = dayOrTimeSchema;

/** GET /inventory-items-detail: the /v2 list query (over inventory-items fields) plus these filters. */
export const inventoryDetailQuerySchema = z.object({
  where: listQuerySchema.shape.where,
  /** Serial, tag, condition, notes, product name or SKU; a number also finds that id. */
  q: listQuerySchema.shape.q,
  /** inventory-items sortable fields plus days_in_stock, listed_value, product_name, purchased_at, sold_at. */
  order_by: listQuerySchema.shape.order_by,
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  offset: listQuerySchema.shape.offset,
  /** A page's `next_after`: the next page starts past its last row, as fast at any depth (offset still applies after it). */
  after: listQuerySchema.shape.after,
  status: statusList.optional(),
  location_id: optionalId,
  product_id: optionalId,
  brand_id: optionalId,
  category_id: optionalId,
  days_in_stock_min: optionalDays,
  days_in_stock_max: optionalDays,
  purchased_from: dayOrTime.optional(),
  /** Inclusive: a day means up to its end. */
  purchased_to: dayOrTime.optional(),
});
export type InventoryDetailQuery = z.infer<typeof inventoryDetailQuerySchema>;
export type InventoryDetailQueryInput = z.input<typeof inventoryDetailQuerySchema>;

/** GET /inventory-items-detail/export.csv: the same filters and order, every matching item. */
export const inventoryExportQuerySchema = inventoryDetailQuerySchema.omit({ limit: true, offset: true, after: true });
export type InventoryExportQuery = z.infer<typeof inventoryExportQuerySchema>;

const named = z.object({ id: idSchema, name: z.string() }).nullable();

export const activeListingSchema = z.object({
  id: idSchema,
  title: z.string(),
  price: moneySchema,
  platform_id: idSchema,
  platform_name: z.string(),
});

export const inventoryDetailRowSchema = z.object({
  id: idSchema,
  serial_number: z.string().nullable(),
  tag_number: z.string().nullable(),
  condition: z.string().nullable(),
  status: z.enum(INVENTORY_STATUSES),
  cost: moneySchema.nullable(),
  listed_price: moneySchema.nullable(),
  /** What the item is offered at: its own asking price, else its share of the active listing that offers it (a lot is shared to the cent). */
  listed_value: moneySchema.nullable(),
  received_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  product: z.object({ id: idSchema, name: z.string(), sku: z.string().nullable() }),
  brand: named,
  category: named,
  location: named,
  purchase: z
    .object({
      id: idSchema,
      purchased_at: timestampSchema,
      order_number: z.string().nullable(),
      seller_id: idSchema.nullable(),
      seller_name: z.string().nullable(),
      seller_username: z.string().nullable(),
    })
    .nullable(),
  /** Listings with status 'active' that offer the item. */
  active_listings: z.array(activeListingSchema),
  sale: z
    .object({ id: idSchema, sold_at: timestampSchema, revenue_total: moneySchema, profit: moneySchema })
    .nullable(),
  /** Whole days from received_at (else the purchase date, else created_at) to the sale (else now). */
  days_in_stock: z.number().int(),
});
export type InventoryDetailRow = z.infer<typeof inventoryDetailRowSchema>;

export const inventoryDetailResponseSchema = z.object({
  rows: z.array(inventoryDetailRowSchema),
  total: z.number().int(),
  /** Of the whole filtered set, not only the page; listed_value sums the items' listed_value. */
  totals: z.object({ count: z.number().int(), cost: moneySchema, listed_value: moneySchema }),
  /** Present when more rows follow: pass it as `after` (same filters and order_by) for the next page. */
  next_after: z.string().optional(),
  warning: z.string().optional(),
});
export type InventoryDetailResponse = z.infer<typeof inventoryDetailResponseSchema>;

export const TIMELINE_STEPS = ['purchased', 'received', 'listed', 'sold', 'shipped'] as const;

/** GET /inventory-items-detail/{id}: the item's whole story. */
export const inventoryItemStorySchema = z.object({
  item: inventoryDetailRowSchema.extend({
    notes: z.string().nullable(),
    product_id: idSchema,
    purchase_id: idSchema.nullable(),
    location_id: idSchema.nullable(),
  }),
  product: z.object({
    id: idSchema,
    name: z.string(),
    sku: z.string().nullable(),
    mpn: z.string().nullable(),
    upc: z.string().nullable(),
    msrp: moneySchema.nullable(),
    image_url: z.string().nullable(),
  }),
  purchase: z
    .object({
      id: idSchema,
      purchased_at: timestampSchema,
      received_at: timestampSchema.nullable(),
      order_number: z.string().nullable(),
      total: moneySchema,
      seller: z.object({ id: idSchema, name: z.string().nullable(), username: z.string().nullable() }).nullable(),
    })
    .nullable(),
  specs: z.array(z.object({ id: idSchema, key: z.string(), value: z.string() })),
  listings: z.array(
    z.object({
      id: idSchema,
      title: z.string(),
      price: moneySchema,
      status: z.enum(LISTING_STATUSES),
      platform_id: idSchema,
      platform_name: z.string(),
      url: z.string().nullable(),
      listed_at: timestampSchema.nullable(),
      ended_at: timestampSchema.nullable(),
    }),
  ),
  sale: z
    .object({
      id: idSchema,
      sold_at: timestampSchema,
      buyer: z.string().nullable(),
      order_number: z.string().nullable(),
      revenue_total: moneySchema,
      cost_total: moneySchema,
      cost_of_goods: moneySchema,
      profit: moneySchema,
      tracking_number: z.string().nullable(),
      shipped_at: timestampSchema.nullable(),
    })
    .nullable(),
  /** Always the five steps in order; `at` is null when the step has no recorded date (shipped: the sale's shipped_at). */
  timeline: z.array(z.object({ step: z.enum(TIMELINE_STEPS), done: z.boolean(), at: timestampSchema.nullable() })),
});
export type InventoryItemStory = z.infer<typeof inventoryItemStorySchema>;

/** GET /inventory-items-tracking */
export const inventoryTrackingQuerySchema = z.object({
  /** Items bought (purchase date, else received, else created) from this day or time on. */
  from: dayOrTime.optional(),
  to: dayOrTime.optional(),
  status: statusList.optional(),
  /** Items listed or sold on this platform. */
  platform_id: optionalId,
  location_id: optionalId,
});
export type InventoryTrackingQuery = z.infer<typeof inventoryTrackingQuerySchema>;
export type InventoryTrackingQueryInput = z.input<typeof inventoryTrackingQuerySchema>;

export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;

const trackedItemSchema = z.object({
  id: idSchema,
  serial_number: z.string().nullable(),
  tag_number: z.string().nullable(),
  status: z.enum(INVENTORY_STATUSES),
  cost: moneySchema.nullable(),
  product_id: idSchema,
  product_name: z.string(),
  days_in_stock: z.number().int(),
});

export const inventoryTrackingResponseSchema = z.object({
  /** Every status, in pipeline order, zeros included. */
  statuses: z.array(
    z.object({
      status: z.enum(INVENTORY_STATUSES),
      count: z.number().int(),
      cost: moneySchema,
      listed_value: moneySchema,
    }),
  ),
  /** Unsold items (in transit, in stock, listed, returned) by days in stock. */
  aging: z.array(z.object({ bucket: z.enum(AGING_BUCKETS), count: z.number().int(), cost: moneySchema })),
  /** The 10 unsold items longest in stock. */
  slowest: z.array(trackedItemSchema),
  /** Unsold items that no active listing offers: how many, and the 10 longest in stock. */
  unlisted: z.object({ count: z.number().int(), items: z.array(trackedItemSchema) }),
});
export type InventoryTrackingResponse = z.infer<typeof inventoryTrackingResponseSchema>;

const tag = 'inventory';
export const inventoryEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/inventory-items-detail',
    tag,
    query: inventoryDetailQuerySchema,
    answer: inventoryDetailResponseSchema,
    errors: [404],
  }),
  detailCsv: endpoint({
    method: 'GET',
    path: '/inventory-items-detail/export.csv',
    tag,
    query: inventoryExportQuerySchema,
    answer: z.any().describe('text/csv with a header row'),
    returns: 'file',
    errors: [404],
  }),
  story: endpoint({
    method: 'GET',
    path: '/inventory-items-detail/:id',
    tag,
    params: z.object({ id: idInputSchema() }),
    answer: inventoryItemStorySchema,
    errors: [404],
  }),
  tracking: endpoint({
    method: 'GET',
    path: '/inventory-items-tracking',
    tag,
    query: inventoryTrackingQuerySchema,
    answer: inventoryTrackingResponseSchema,
    errors: [404],
  }),
};
