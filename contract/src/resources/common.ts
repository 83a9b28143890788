import { z } from 'zod';

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 500;

/** Money travels as a string with two decimals ("12.30"): exact, never a float. */
export const MONEY_PATTERN = /^-?\d{1,10}(\.\d{1,2})?$/;
export const moneySchema = z.string();
export const moneyInputSchema = z
  .union([z.number(), z.string().trim()])
  .transform((value) => (typeof value === 'number' ? value.toFixed(2) : value))
  .refine((value) => MONEY_PATTERN.test(value), { message: 'Enter an amount like 12.34' })
  .transform((value) => normalizeMoney(value));

export function normalizeMoney(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const text = `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
  return negative && text !== '0.00' ? `-${text}` : text;
}

export const idSchema = z.number().int().positive();
/** A reference to another row; null clears it. */
export const referenceInputSchema = z.coerce.number().int().positive({ message: 'Pick one' });
export const timestampSchema = z.string();
/** ISO 8601 date-time or date; stored in UTC. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** An ISO 8601 date (YYYY-MM-DD, midnight UTC) or date-time (no offset: the server's local time); one clear message when it is not. */
export const timestampInputSchema = z
  .string({ message: 'Enter a date (YYYY-MM-DD) or a date and time (ISO 8601)' })
  .trim()
  .refine((value) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'Enter a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  })
  // Stored in UTC whatever the database session's time zone is.
  .transform((value) => new Date(value).toISOString());

export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { message: `Use at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const requiredText = (label: string, max = 200) =>
  z.string({ message: `Enter ${label}` }).trim().min(1, { message: `Enter ${label}` }).max(max, { message: `Use at most ${max} characters` });

export const rowBase = {
  id: idSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
};

/** Query of GET /v2/{resource}: where (JSON), q, order_by, limit, offset, with. */
export const listQuerySchema = z.object({
  where: z.string().optional(),
  q: z.string().max(200).optional(),
  order_by: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
  with: z.string().max(200).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'like', 'null'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type ListResponse<Row> = { rows: Row[]; total: number; warning?: string };
export const listResponseSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int(), warning: z.string().optional() });

/** A required reference, with the message a picker shows: 'Pick a product'. */
export const requiredReference = (label: string) =>
  z.coerce
    .number({ message: `Pick ${label}` })
    .int({ message: `Pick ${label}` })
    .positive({ message: `Pick ${label}` });

/** Money that cannot be negative (prices, costs, purchase amounts). */
export const amountInputSchema = moneyInputSchema.refine((value) => !value.startsWith('-'), { message: 'Enter an amount of 0 or more' });

/** Accepts true/false and 1/0, as the web and the assistant send both. */
export const booleanInputSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { message: 'Choose yes or no' })
  .transform((value) => value === true || value === 1);

/** Ids of rows to link, e.g. the inventory items of a sale; replaces the whole set when given. */
export const idListInputSchema = z.array(z.coerce.number().int().positive({ message: 'Pick an item' })).max(500, { message: 'Use at most 500 items' });

export const optionalTimestampInput = () => timestampInputSchema.nullable().optional().or(z.literal('').transform(() => null));

export const optionalUrl = () =>
  z.url({ message: 'Enter a web address like https://example.com' }).max(1000).nullable().optional().or(z.literal('').transform(() => null));

/** Query of GET /v2/{resource}/export.csv: the list's filters, every matching row. */
export const exportQuerySchema = listQuerySchema.pick({ where: true, q: true, order_by: true });
