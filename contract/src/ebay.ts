import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  dayOrTimeSchema,
  idInputSchema,
  idSchema,
  listQuerySchema,
  moneySchema,
  textSchema,
  timestampInputSchema,
  timestampSchema,
} from './resources/common.ts';

export const EBAY_CONNECTION_STATUSES = ['connected', 'needs_reconnect'] as const;
export type EbayConnectionStatus = (typeof EBAY_CONNECTION_STATUSES)[number];
/** The settings an eBay connection needs; GET /ebay/accounts names the ones missing. */
export const EBAY_REQUIRED_SETTINGS = ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET', 'EBAY_RUNAME'] as const;

export const ebayAccountSchema = z.object({
  id: idSchema,
  account_id: idSchema,
  account_name: z.string(),
  ebay_username: z.string(),
  status: z.enum(EBAY_CONNECTION_STATUSES),
  last_sync_at: timestampSchema.nullable(),
  next_sync_at: timestampSchema.nullable(),
  last_sync_error: z.string().nullable(),
  /** True while an instance is importing its orders. */
  is_syncing: z.boolean(),
  orders: z.number().int(),
  to_match: z.number().int(),
});
export type EbayAccount = z.infer<typeof ebayAccountSchema>;

/** GET /ebay/accounts: whether eBay is configured (else which settings are missing) and the team's connected accounts. */
export const ebayAccountsResponseSchema = z.object({
  configured: z.boolean(),
  missing_settings: z.array(z.string()),
  poll_seconds: z.number(),
  rows: z.array(ebayAccountSchema),
});
export type EbayAccountsResponse = z.infer<typeof ebayAccountsResponseSchema>;

export const ebayAccountParamsSchema = z.object({ id: idInputSchema() });

/** An order the sync could not finish, with eBay's or Flipstack's reason; the rest of the account's orders went on. */
export const ebayOrderFailureSchema = z.object({
  order_id: z.string(),
  account_id: idSchema,
  account_name: z.string(),
  reason: z.string(),
  attempts: z.number().int(),
  failing_since: timestampSchema,
  /** When the sync asks eBay for it again. */
  retry_at: timestampSchema,
});
export type EbayOrderFailure = z.infer<typeof ebayOrderFailureSchema>;

/** GET /ebay/order-failures: the team's failing orders (the latest 100) and how many there are. */
export const ebayOrderFailuresResponseSchema = z.object({
  rows: z.array(ebayOrderFailureSchema),
  total: z.number().int(),
});
export type EbayOrderFailuresResponse = z.infer<typeof ebayOrderFailuresResponseSchema>;

export const ebayOrderLineSchema = z.object({
  id: idSchema,
  line_item_id: z.string(),
  /** Which unit of the line this row is (1 … quantity): each unit sells its own item. */
  unit: z.number().int(),
  title: z.string(),
  sku: z.string().nullable(),
  legacy_item_id: z.string().nullable(),
  /** A line of a multi-variation listing: the variation's aspects ("Size: L, Colour: Blue"). */
  variation: z.string().nullable(),
  quantity: z.number().int(),
  /** The unit's share of the line's cost. */
  price: moneySchema,
  inventory_item: z
    .object({
      id: idSchema,
      serial_number: z.string().nullable(),
      tag_number: z.string().nullable(),
      product_name: z.string().nullable(),
    })
    .nullable(),
});
export type EbayOrderLine = z.infer<typeof ebayOrderLineSchema>;

export const ebayOrderSchema = z.object({
  id: idSchema,
  order_id: z.string(),
  account_id: idSchema,
  account_name: z.string(),
  fulfillment_status: z.string().nullable(),
  payment_status: z.string().nullable(),
  cancel_state: z.string().nullable(),
  buyer_username: z.string().nullable(),
  created_on_ebay_at: timestampSchema,
  subtotal: moneySchema,
  shipping: moneySchema,
  taxes: moneySchema,
  marketplace_fee: moneySchema,
  total: moneySchema,
  sale_id: idSchema.nullable(),
  lines: z.array(ebayOrderLineSchema),
});
export type EbayOrderRow = z.infer<typeof ebayOrderSchema>;

export const EBAY_PAYOUT_PARTS = ['sale', 'refunds', 'labels', 'other', 'payment'] as const;
/** One part of an order's money, as eBay's Finances pays it and as Flipstack books it. */
export const ebayPayoutPartSchema = z.object({
  part: z.enum(EBAY_PAYOUT_PARTS),
  label: z.string(),
  /** What eBay pays for this part (negative: what it takes); zero when Finances holds none of it. */
  ebay: moneySchema,
  booked: moneySchema,
  /** booked − ebay. */
  difference: moneySchema,
  /** Why the two differ, when they do. */
  reason: z.string().nullable(),
});
export type EbayPayoutPart = z.infer<typeof ebayPayoutPartSchema>;

/**
 * GET /ebay/orders/{id}/payout: what eBay pays for an order (its Finances transactions: the sale net of
 * fees, refunds net of fee credits, labels, ad fees and credits) against what Flipstack books on its
 * sale (revenue less costs, before the items' cost), part by part, with each difference named.
 */
export const ebayOrderPayoutSchema = z.object({
  order_id: z.string(),
  currency: z.string().nullable(),
  sale_id: idSchema.nullable(),
  /** Finances has posted the order's sale. */
  is_posted: z.boolean(),
  parts: z.array(ebayPayoutPartSchema),
  ebay_pays: moneySchema,
  flipstack_books: moneySchema,
  difference: moneySchema,
});
export type EbayOrderPayout = z.infer<typeof ebayOrderPayoutSchema>;

export const EBAY_ORDER_FILTERS = ['all', 'to_match', 'matched', 'cancelled'] as const;
/** GET /ebay/orders: the team's imported orders, newest first. */
export const ebayOrdersQuerySchema = listQuerySchema.pick({ q: true, limit: true, offset: true, after: true }).extend({
  account_id: idInputSchema().optional(),
  show: z.enum(EBAY_ORDER_FILTERS).default('all'),
  /** Orders made from (and up to) a day, taken whole, or a time. */
  from: dayOrTimeSchema.optional(),
  to: dayOrTimeSchema.optional(),
});
export type EbayOrdersQuery = z.input<typeof ebayOrdersQuerySchema>;
export const ebayOrdersResponseSchema = z.object({
  rows: z.array(ebayOrderSchema),
  total: z.number().int(),
  /** Present (true) when more than LIST_COUNT_CAP orders match: `total` is then a lower bound. */
  total_is_estimate: z.literal(true).optional(),
  /** Present when more orders follow: pass it as `after` (same filters) for the next page. */
  next_after: z.string().optional(),
});
export type EbayOrdersResponse = z.infer<typeof ebayOrdersResponseSchema>;

/** POST /ebay/order-lines/{id}/match: the inventory item the line sold; the sale takes it. */
export const ebayMatchLineSchema = z.object({ inventory_item_id: idInputSchema('Pick the item that was sold') });
export type EbayMatchLine = z.input<typeof ebayMatchLineSchema>;

/** A date range of orders to fetch from eBay (by creation date), one page (200 orders) at a time. */
export const ebayFetchQuerySchema = z
  .object({
    from: timestampInputSchema,
    to: timestampInputSchema,
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((value) => value.from <= value.to, { message: 'The start must come before the end', path: ['to'] });
export type EbayFetchQuery = z.input<typeof ebayFetchQuerySchema>;

export const ebayFetchedOrderSchema = z.object({
  order_id: z.string(),
  created_on_ebay_at: timestampSchema,
  buyer_username: z.string().nullable(),
  items: z.number().int(),
  total: moneySchema,
  cancelled: z.boolean(),
  /** Already imported (a new import updates it). */
  imported: z.boolean(),
});
export type EbayFetchedOrder = z.infer<typeof ebayFetchedOrderSchema>;

/** One page fetched from eBay: its orders, eBay's total for the range and the next page's offset (null: the last). */
export const ebayFetchPageSchema = z.object({
  rows: z.array(ebayFetchedOrderSchema),
  total: z.number().int(),
  next_offset: z.number().int().nullable(),
});
export type EbayFetchPage = z.infer<typeof ebayFetchPageSchema>;

export const ebayImportPageSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  total: z.number().int(),
  next_offset: z.number().int().nullable(),
});
export type EbayImportPage = z.infer<typeof ebayImportPageSchema>;

/** GET /ebay/listings: the seller's active eBay listings and what they are linked to in Flipstack. */
export const ebayListingsQuerySchema = listQuerySchema.pick({ q: true, offset: true }).extend({
  account: idInputSchema(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type EbayListingsQuery = z.input<typeof ebayListingsQuerySchema>;
export const ebayListingSchema = z.object({
  external_id: z.string(),
  sku: z.string(),
  title: z.string(),
  price: moneySchema,
  quantity: z.number().int(),
  url: z.string(),
  listing_id: idSchema.nullable(),
  inventory_item_ids: z.array(idSchema),
});
export type EbayListing = z.infer<typeof ebayListingSchema>;
export const ebayListingsResponseSchema = z.object({ rows: z.array(ebayListingSchema), total: z.number().int() });
export type EbayListingsResponse = z.infer<typeof ebayListingsResponseSchema>;

/**
 * POST /ebay/listings/link: a Flipstack listing for an eBay listing (by its eBay item number, or by the SKU
 * of an Inventory API listing), offering the unsold items whose tag or serial is its SKU.
 */
export const ebayLinkListingSchema = z
  .object({
    account: idInputSchema(),
    external_id: textSchema()
      .trim()
      .regex(/^\d{1,19}$/, { message: 'Give the eBay item number (digits)' })
      .optional(),
    sku: textSchema().trim().min(1, { message: 'Give the SKU of the eBay listing' }).max(50).optional(),
  })
  .refine((body) => body.external_id !== undefined || body.sku !== undefined, {
    message: 'Give the eBay item number of the listing',
    path: ['external_id'],
  });
export type EbayLinkListing = z.input<typeof ebayLinkListingSchema>;
export const ebayLinkedListingSchema = z.object({ listing_id: idSchema, inventory_item_ids: z.array(idSchema) });

/** GET /ebay/callback: where eBay sends the seller back after the consent screen. */
export const ebayCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export const ebaySyncQueuedSchema = z.object({ queued: z.literal(true) });
export const ebayDisconnectedSchema = z.object({ disconnected: z.literal(true) });
export const ebayMatchedLineSchema = z.object({ sale_id: z.number().int() });

/** GET /ebay/account-deletion: eBay's challenge when the notification endpoint is saved in its developer portal. */
export const ebayDeletionChallengeQuerySchema = z.object({ challenge_code: z.string().min(1).max(500) });
export const ebayDeletionChallengeSchema = z.object({ challengeResponse: z.string() });
/** POST /ebay/account-deletion: eBay's notice that one of its users asked to be forgotten. */
export const ebayDeletionNoticeSchema = z.object({
  metadata: z.object({ topic: z.literal('MARKETPLACE_ACCOUNT_DELETION') }).passthrough(),
  notification: z
    .object({
      data: z
        .object({ userId: z.string().max(200).optional(), username: z.string().max(200).optional() })
        .passthrough(),
    })
    .passthrough(),
});

const tag = 'ebay';
/** eBay down (503), eBay refusing a call or not configured (422), besides the usual. */
const errors = [404, 409, 422, 503] as const;

export const ebayEndpoints = {
  accounts: endpoint({ method: 'GET', path: '/ebay/accounts', tag, answer: ebayAccountsResponseSchema, errors }),
  loginUrl: endpoint({
    method: 'GET',
    path: '/ebay/login-url',
    tag,
    answer: z.null(),
    status: 302,
    returns: 'redirect',
    errors,
  }),
  callback: endpoint({
    method: 'GET',
    path: '/ebay/callback',
    tag,
    query: ebayCallbackQuerySchema,
    answer: z.null(),
    status: 302,
    returns: 'redirect',
    public: true,
  }),
  sync: endpoint({
    method: 'POST',
    path: '/ebay/accounts/:id/sync',
    tag,
    params: ebayAccountParamsSchema,
    answer: ebaySyncQueuedSchema,
    status: 202,
    errors,
  }),
  disconnect: endpoint({
    method: 'DELETE',
    path: '/ebay/accounts/:id',
    tag,
    params: ebayAccountParamsSchema,
    answer: ebayDisconnectedSchema,
    errors,
  }),
  orders: endpoint({
    method: 'GET',
    path: '/ebay/orders',
    tag,
    query: ebayOrdersQuerySchema,
    answer: ebayOrdersResponseSchema,
    errors,
  }),
  orderPayout: endpoint({
    method: 'GET',
    path: '/ebay/orders/:id/payout',
    tag,
    params: ebayAccountParamsSchema,
    answer: ebayOrderPayoutSchema,
    errors,
  }),
  orderFailures: endpoint({
    method: 'GET',
    path: '/ebay/order-failures',
    tag,
    answer: ebayOrderFailuresResponseSchema,
    errors,
  }),
  matchLine: endpoint({
    method: 'POST',
    path: '/ebay/order-lines/:id/match',
    tag,
    params: ebayAccountParamsSchema,
    body: ebayMatchLineSchema,
    answer: ebayMatchedLineSchema,
    errors,
  }),
  fetchRange: endpoint({
    method: 'GET',
    path: '/ebay/accounts/:id/fetch',
    tag,
    params: ebayAccountParamsSchema,
    query: ebayFetchQuerySchema,
    answer: ebayFetchPageSchema,
    errors,
  }),
  importRange: endpoint({
    method: 'POST',
    path: '/ebay/accounts/:id/import',
    tag,
    params: ebayAccountParamsSchema,
    body: ebayFetchQuerySchema,
    answer: ebayImportPageSchema,
    errors,
  }),
  listings: endpoint({
    method: 'GET',
    path: '/ebay/listings',
    tag,
    query: ebayListingsQuerySchema,
    answer: ebayListingsResponseSchema,
    errors,
  }),
  linkListing: endpoint({
    method: 'POST',
    path: '/ebay/listings/link',
    tag,
    body: ebayLinkListingSchema,
    answer: ebayLinkedListingSchema,
    status: 201,
    errors,
  }),
  deletionChallenge: endpoint({
    method: 'GET',
    path: '/ebay/account-deletion',
    tag,
    query: ebayDeletionChallengeQuerySchema,
    answer: ebayDeletionChallengeSchema,
    public: true,
    errors,
  }),
  deletionNotice: endpoint({
    method: 'POST',
    path: '/ebay/account-deletion',
    tag,
    body: ebayDeletionNoticeSchema,
    answer: z.null(),
    status: 204,
    public: true,
    errors: [412, ...errors],
  }),
};
