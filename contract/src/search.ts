import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, moneySchema, searchTextSchema, timestampSchema } from './resources/common.ts';
import { INVENTORY_STATUSES } from './resources/inventory.ts';

export const GLOBAL_SEARCH_LIMIT = 5;

export const globalSearchQuerySchema = z.object({ q: searchTextSchema.default('') });

/**
 * Raw fields; the web builds the labels (spec section 2): products → name; inventory items →
 * serial_number, else tag_number, else id; sellers → name, else username; sales and purchases → '#'+id.
 */
export const globalSearchResponseSchema = z.object({
  products: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      sku: z.string().nullable(),
      mpn: z.string().nullable(),
      upc: z.string().nullable(),
      /** The product's first image, shown beside it (see thumbnailUrl). */
      image_file_id: idSchema.nullable(),
    }),
  ),
  inventoryItems: z.array(
    z.object({
      id: idSchema,
      serial_number: z.string().nullable(),
      tag_number: z.string().nullable(),
      status: z.enum(INVENTORY_STATUSES),
      /** What the item cost ("do I own this, what did I pay"); null when not known yet. */
      cost: moneySchema.nullable(),
      product_id: idSchema,
      product_name: z.string(),
    }),
  ),
  sales: z.array(
    z.object({
      id: idSchema,
      order_number: z.string().nullable(),
      buyer: z.string().nullable(),
      sold_at: timestampSchema,
    }),
  ),
  purchases: z.array(
    z.object({
      id: idSchema,
      order_number: z.string().nullable(),
      purchased_at: timestampSchema,
      seller_id: idSchema.nullable(),
      seller_name: z.string().nullable(),
      seller_username: z.string().nullable(),
    }),
  ),
  sellers: z.array(
    z.object({
      id: idSchema,
      name: z.string().nullable(),
      username: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
});
export type GlobalSearchResponse = z.infer<typeof globalSearchResponseSchema>;

export const searchEndpoints = {
  globalSearch: endpoint({
    method: 'GET',
    path: '/global-search',
    tag: 'search',
    query: globalSearchQuerySchema,
    answer: globalSearchResponseSchema,
  }),
};
