import { sql, type SQL } from 'drizzle-orm';

/** A field computed in SQL for every answer; it can be filtered and sorted like a column. */
export type ComputedField = { sql: SQL; type: 'numeric' | 'integer' };

/** Money as numeric(14,2), so a sum reads back with two decimals ("0.30", "0.00") on both drivers. */
export const moneyField = (expression: SQL): ComputedField => ({
  sql: sql`(${expression})::numeric(14,2)`.mapWith(String),
  type: 'numeric',
});

/** A count as a plain integer (PGlite and pg disagree on how bigint reads back). */
export const countField = (expression: SQL): ComputedField => ({
  sql: sql`(${expression})::integer`.mapWith(Number),
  type: 'integer',
});
