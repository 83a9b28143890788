import { z } from 'zod';
import { ID_MAX, jsonProblem, MONEY_MAX, parseTimestamp, textProblem, TIMESTAMP_MESSAGE } from '../storable.ts';

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 500;
/**
 * On a list page, a relation of many rows (a product's items, a chat's messages) carries at most this many
 * for each row, lowest ids first; a row with more also carries `<relation>_more: true`, and the rest are a
 * list of their own (e.g. inventory-items where product_id). A single record carries all of them.
 */
export const LIST_RELATION_LIMIT = 10;

/** Money travels as a string with two decimals ("12.30"): exact, never a float. */
export const MONEY_PATTERN = /^-?\d{1,10}(\.\d{1,2})?$/;
export const moneySchema = z.string();
const DECIMAL = /^-?\d+(\.\d{1,2})?$/;
/** Up to the column's ±9,999,999,999.99; a number or a string, normalised to "12.30". */
export const moneyInputSchema = z
  .union([z.number(), z.string().trim()], { message: 'Enter an amount like 12.34' })
  .transform((value) => (typeof value === 'number' ? value.toFixed(2) : value))
  .refine((value) => DECIMAL.test(value), { message: 'Enter an amount like 12.34', abort: true })
  .refine((value) => MONEY_PATTERN.test(value), { message: `Enter an amount from -${MONEY_MAX} to ${MONEY_MAX}` })
  .transform((value) => normalizeMoney(value));

export function normalizeMoney(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const text = `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
  return negative && text !== '0.00' ? `-${text}` : text;
}

export const idSchema = z.number().int().positive().max(ID_MAX);
const ID_MESSAGE = `Use an id from 1 to ${ID_MAX}`;
/** An id in a path, a query or a body (a number or its digits): ids are int4 identities, 1 to 2147483647. */
export const idInputSchema = (message?: string) =>
  z.preprocess(
    // Digits only: Number() would also take "0x10", "1e3", " 7 " and true as ids.
    (value) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value),
    z
      .number({ message: message ?? ID_MESSAGE })
      .int({ message: message ?? ID_MESSAGE })
      .positive({ message: message ?? ID_MESSAGE })
      .max(ID_MAX, { message: message ? `${message} (ids go up to ${ID_MAX})` : ID_MESSAGE }),
  );
/** A reference to another row; null clears it. */
export const referenceInputSchema = idInputSchema('Pick one');
export const timestampSchema = z.string();

/** Every text input: text PostgreSQL can store, with no NUL and no lone surrogate (storable.ts). */
export const textSchema = (message?: string) =>
  z.string(message === undefined ? undefined : { message }).superRefine(storableText);

function storableText(value: string, context: z.RefinementCtx): void {
  const problem = textProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
}

/**
 * An ISO 8601 date (YYYY-MM-DD, midnight UTC) or date-time (no offset: local time) from 0001-01-01 to
 * 9999-12-31, a day that exists; stored in UTC whatever the database session's time zone is.
 */
export const timestampInputSchema = z.string({ message: TIMESTAMP_MESSAGE }).trim().transform(toTimestamp);

function toTimestamp(value: string, context: z.RefinementCtx): string {
  const parsed = parseTimestamp(value);
  if (parsed.error === undefined) return parsed.iso;
  context.addIssue({ code: 'custom', message: parsed.error });
  return z.NEVER;
}

/** A day (YYYY-MM-DD) from 0001-01-01 to 9999-12-31, as a query's from or to. */
export const rangeDaySchema = z.iso
  .date({ message: 'Enter a day as YYYY-MM-DD' })
  .refine((value) => parseTimestamp(value).error === undefined, {
    message: 'Enter a day from 0001-01-01 to 9999-12-31',
  });

/** A day (YYYY-MM-DD, taken in UTC) or an ISO 8601 time with its offset, from 0001-01-01 to 9999-12-31: the bounds of a range filter. */
export const dayOrTimeSchema = z.iso
  .date()
  .or(z.iso.datetime({ offset: true }))
  .refine((value) => parseTimestamp(value).error === undefined, {
    message: 'Enter a day from 0001-01-01 to 9999-12-31',
  });

/** JSON stored as jsonb: at most 32 levels deep, keys and strings text can hold. */
export const storableJson = <Schema extends z.ZodType>(schema: Schema) =>
  schema.superRefine((value, context) => {
    const problem = jsonProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const optionalText = (max = 500) =>
  textSchema()
    .trim()
    .max(max, { message: `Use at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const requiredText = (label: string, max = 200) =>
  textSchema(`Enter ${label}`)
    .trim()
    .min(1, { message: `Enter ${label}` })
    .max(max, { message: `Use at most ${max} characters` });

export const rowBase = {
  id: idSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
};

/** A list's text search: `q` of every list and of global search. */
export const searchTextSchema = textSchema().max(200, { message: 'Use at most 200 characters' });
/** A list's `where` (JSON text); its values are checked against their columns by the server. */
export const whereSchema = textSchema().max(10_000, { message: 'Use at most 10000 characters' });

/** Query of GET /v2/{resource}: where (JSON), q, order_by, limit, offset, after, with (relations of many rows: LIST_RELATION_LIMIT). */
export const listQuerySchema = z.object({
  where: whereSchema.optional(),
  q: searchTextSchema.optional(),
  order_by: textSchema().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
  /** A page's `next_after`: the next page starts past its last row, as fast at any depth (offset still applies after it). */
  after: textSchema().max(4000).optional(),
  with: textSchema().max(200).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'like', 'null'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type ListResponse<Row> = {
  rows: Row[];
  total: number;
  total_is_estimate?: true;
  next_after?: string;
  warning?: string;
};
/**
 * Lists count matching rows up to this many: counting every row of a five-year history is what a page
 * would pay for on each visit. Past it, `total` is this number and `total_is_estimate` is true.
 */
export const LIST_COUNT_CAP = 10_000;

export const listResponseSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    /** Present (true) when more than LIST_COUNT_CAP rows match: `total` is then a lower bound. */
    total_is_estimate: z.literal(true).optional(),
    /** Present when more rows follow: pass it as `after` (same filters and order_by) for the next page. */
    next_after: z.string().optional(),
    warning: z.string().optional(),
  });

/** A required reference, with the message a picker shows: 'Pick a product'. */
export const requiredReference = (label: string) => idInputSchema(`Pick ${label}`);

/** Money that cannot be negative (prices, costs, purchase amounts). */
export const amountInputSchema = moneyInputSchema.refine((value) => !value.startsWith('-'), {
  message: 'Enter an amount of 0 or more',
});

/** Accepts true/false and 1/0, as the web and the assistant send both. */
export const booleanInputSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { message: 'Choose yes or no' })
  .transform((value) => value === true || value === 1);

/** Ids of rows to link, e.g. the inventory items of a sale; replaces the whole set when given. */
export const idListInputSchema = z.array(idInputSchema('Pick an item')).max(500, { message: 'Use at most 500 items' });

/** A timestamp, or null (also '', what an emptied date field sends). */
export const optionalTimestampInput = () =>
  z
    .string({ message: TIMESTAMP_MESSAGE })
    .trim()
    .transform((value, context) => (value === '' ? null : toTimestamp(value, context)))
    .nullable()
    .optional();

export const optionalUrl = (message = 'Enter a web address like https://example.com', max = 1000) =>
  z
    .url({ message })
    .max(max)
    .superRefine(storableText)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null));

/** Query of GET /v2/{resource}/export.csv: the list's filters, every matching row. */
export const exportQuerySchema = listQuerySchema.pick({ where: true, q: true, order_by: true });
