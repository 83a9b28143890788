import { z } from 'zod';
import { defineResource } from './define.ts';
import {
  amountInputSchema,
  booleanInputSchema,
  idSchema,
  moneySchema,
  optionalText,
  referenceInputSchema,
  requiredText,
  rowBase,
  timestampInputSchema,
  timestampSchema,
} from './common.ts';

export const TRANSACTION_TYPES = ['expense', 'income', 'payout', 'refund', 'fee', 'mileage'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Money in or out that is not a sale or a purchase line: supplies, fees, payouts, mileage… */
export const transactions = defineResource({
  name: 'transactions',
  label: 'transaction',
  row: z.object({
    ...rowBase,
    type: z.enum(TRANSACTION_TYPES),
    occurred_at: timestampSchema,
    amount: moneySchema,
    description: z.string(),
    /** What an expense was for; the profit and loss report sums expenses by it. */
    category: z.string().nullable(),
    purchase_id: idSchema.nullable(),
    sale_id: idSchema.nullable(),
  }),
  input: z.object({
    type: z.enum(TRANSACTION_TYPES, { message: `Choose one of ${TRANSACTION_TYPES.join(', ')}` }),
    occurred_at: timestampInputSchema,
    /** Always positive: the type says which way the money went. */
    amount: amountInputSchema,
    description: requiredText('a description', 500),
    category: optionalText(80),
    purchase_id: referenceInputSchema.nullable().optional(),
    sale_id: referenceInputSchema.nullable().optional(),
  }),
  filterable: [
    'id',
    'type',
    'occurred_at',
    'amount',
    'description',
    'category',
    'purchase_id',
    'sale_id',
    'created_at',
  ],
  sortable: ['id', 'type', 'occurred_at', 'amount', 'description', 'category', 'created_at', 'updated_at'],
  searchable: ['description', 'category'],
  relations: ['purchase', 'sale'],
  defaultOrder: '-occurred_at,-id',
});

export const reminders = defineResource({
  name: 'reminders',
  label: 'reminder',
  row: z.object({
    ...rowBase,
    title: z.string(),
    due_at: timestampSchema,
    done: z.boolean(),
    /** Who created it (the session user); set by the server. */
    user_id: idSchema,
    entity_type: z.string().nullable(),
    entity_id: idSchema.nullable(),
    notes: z.string().nullable(),
  }),
  input: z.object({
    title: requiredText('a title', 200),
    due_at: timestampInputSchema,
    done: booleanInputSchema.optional(),
    /** What it is about, e.g. entity_type 'sales' and entity_id 12. */
    entity_type: optionalText(40),
    entity_id: referenceInputSchema.nullable().optional(),
    notes: optionalText(2000),
  }),
  filterable: ['id', 'title', 'due_at', 'done', 'user_id', 'entity_type', 'entity_id', 'created_at'],
  sortable: ['id', 'title', 'due_at', 'done', 'created_at', 'updated_at'],
  searchable: ['title', 'notes'],
  relations: [],
  defaultOrder: 'done,due_at,id',
});
