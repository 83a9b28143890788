import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  idInputSchema,
  idSchema,
  listQuerySchema,
  moneySchema,
  textSchema,
  timestampSchema,
} from './resources/common.ts';

/**
 * A unit of a marketplace's order line (from its sales report, later from its API) and the sale it became:
 * `sale_id` null while it waits under "to match".
 */
export const marketplaceLineSchema = z.object({
  id: idSchema,
  marketplace: z.string(),
  /** The marketplace's order id; null when its report had none (the line is then known by its row). */
  order_id: z.string().nullable(),
  unit: z.number().int(),
  sold_at: timestampSchema,
  title: z.string(),
  sku: z.string().nullable(),
  buyer: z.string().nullable(),
  /** The unit's share of the line's money. */
  price: moneySchema,
  shipping: moneySchema,
  fees: moneySchema,
  shipping_label: moneySchema,
  inventory_item_id: idSchema.nullable(),
  sale_id: idSchema.nullable(),
});
export type MarketplaceLine = z.infer<typeof marketplaceLineSchema>;

export const MARKETPLACE_LINE_FILTERS = ['to_match', 'matched', 'all'] as const;
/** GET /marketplace-lines: newest sale first. */
export const marketplaceLinesQuerySchema = listQuerySchema.pick({ limit: true, offset: true }).extend({
  show: z.enum(MARKETPLACE_LINE_FILTERS).default('to_match'),
  marketplace: textSchema().trim().max(120).optional(),
});
export type MarketplaceLinesQuery = z.input<typeof marketplaceLinesQuerySchema>;
export const marketplaceLinesResponseSchema = z.object({
  rows: z.array(marketplaceLineSchema),
  total: z.number().int(),
});
export type MarketplaceLinesResponse = z.infer<typeof marketplaceLinesResponseSchema>;

/** POST /marketplace-lines/{id}/match: the item the unit sold; its sale is made with it. */
export const marketplaceMatchLineSchema = z.object({ inventory_item_id: idInputSchema('Pick the item that was sold') });
export type MarketplaceMatchLine = z.input<typeof marketplaceMatchLineSchema>;
export const marketplaceLineParamsSchema = z.object({ id: idInputSchema() });

export const marketplaceMatchedLineSchema = z.object({ sale_id: z.number().int() });

const tag = 'marketplaces';
const errors = [404, 409] as const;

export const marketplaceEndpoints = {
  lines: endpoint({
    method: 'GET',
    path: '/marketplace-lines',
    tag,
    query: marketplaceLinesQuerySchema,
    answer: marketplaceLinesResponseSchema,
    errors,
  }),
  matchLine: endpoint({
    method: 'POST',
    path: '/marketplace-lines/:id/match',
    tag,
    params: marketplaceLineParamsSchema,
    body: marketplaceMatchLineSchema,
    answer: marketplaceMatchedLineSchema,
    errors,
  }),
};
