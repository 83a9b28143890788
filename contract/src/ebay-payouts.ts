import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  idInputSchema,
  idSchema,
  listQuerySchema,
  moneySchema,
  rangeDaySchema,
  timestampSchema,
} from './resources/common.ts';

/** GET /ebay/payouts: the team's eBay payouts of the days from–to (the team's time zone, both taken whole), newest first. */
export const ebayPayoutsQuerySchema = listQuerySchema
  .pick({ offset: true })
  .extend({
    from: rangeDaySchema.optional(),
    to: rangeDaySchema.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start must come before the end',
    path: ['to'],
  });
export type EbayPayoutsQuery = z.input<typeof ebayPayoutsQuerySchema>;

export const ebayPayoutParamsSchema = z.object({ id: idInputSchema() });

/** A payout eBay sent to the seller's bank, with what its transactions add up to and why it is flagged. */
export const ebayPayoutSchema = z.object({
  id: idSchema,
  payout_id: z.string(),
  account_id: idSchema,
  account_name: z.string(),
  /** eBay's payoutStatus: INITIATED, SUCCEEDED, RETRYABLE_FAILED, TERMINAL_FAILED or REVERSED. */
  status: z.string(),
  payout_date: timestampSchema,
  /** The payout's day in the team's time zone. */
  payout_day: z.string(),
  amount: moneySchema,
  currency: z.string(),
  /** How many transactions eBay says the payout holds, and how many of them Flipstack has read. */
  transaction_count: z.number().int(),
  transactions_read: z.number().int(),
  /** What the transactions Flipstack has read pay: credits less debits. */
  reconciled: moneySchema,
  /** amount − reconciled. */
  difference: moneySchema,
  /** The bank account it went to ("Checking ••6789"). */
  instrument: z.string().nullable(),
  /** Why the payout does not reconcile; empty when it does. */
  flags: z.array(z.string()),
});
export type EbayPayout = z.infer<typeof ebayPayoutSchema>;

export const ebayPayoutsResponseSchema = z.object({ rows: z.array(ebayPayoutSchema), total: z.number().int() });
export type EbayPayoutsResponse = z.infer<typeof ebayPayoutsResponseSchema>;

/** A transaction of a payout, with the order and the Flipstack sale it belongs to. */
export const ebayPayoutTransactionSchema = z.object({
  transaction_id: z.string(),
  /** SALE, REFUND, CREDIT, SHIPPING_LABEL, NON_SALE_CHARGE, DISPUTE or TRANSFER. */
  transaction_type: z.string(),
  fee_type: z.string().nullable(),
  transaction_date: timestampSchema,
  /** What it pays the seller (negative: what it takes). */
  amount: moneySchema,
  currency: z.string().nullable(),
  /** eBay's order number, and the imported order (null: not imported). */
  order_id: z.string().nullable(),
  ebay_order_id: idSchema.nullable(),
  sale_id: idSchema.nullable(),
  /** Why it does not tie to a sale, when it should. */
  reason: z.string().nullable(),
});
export type EbayPayoutTransaction = z.infer<typeof ebayPayoutTransactionSchema>;

/** GET /ebay/payouts/{id}: the payout and its transactions. */
export const ebayPayoutDetailSchema = ebayPayoutSchema.extend({
  transactions: z.array(ebayPayoutTransactionSchema),
});
export type EbayPayoutDetail = z.infer<typeof ebayPayoutDetailSchema>;

const tag = 'ebay';
const errors = [404, 409, 422, 503] as const;

export const ebayPayoutEndpoints = {
  payouts: endpoint({
    method: 'GET',
    path: '/ebay/payouts',
    tag,
    query: ebayPayoutsQuerySchema,
    answer: ebayPayoutsResponseSchema,
    errors,
  }),
  payout: endpoint({
    method: 'GET',
    path: '/ebay/payouts/:id',
    tag,
    params: ebayPayoutParamsSchema,
    answer: ebayPayoutDetailSchema,
    errors,
  }),
};
