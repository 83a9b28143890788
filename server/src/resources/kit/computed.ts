import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FileEntity } from '@flipstack/contract';
import { fileLinks, files } from '../../db/schema/index.ts';

/** A field computed in SQL for every answer; it can be filtered and sorted like a column. */
export type ComputedField = { sql: SQL; type: 'numeric' | 'integer' | 'text'; notNull: boolean };

/**
 * Money as numeric(14,2), so a sum reads back with two decimals ("0.30", "0.00") on both drivers. Its
 * parts are never empty. A sale's or purchase's totals are stored generated columns, so sorting by one
 * is served by a plain index on that column.
 */
export const moneyField = (expression: SQL): ComputedField => ({
  sql: sql`(${expression})::numeric(14,2)`.mapWith(String),
  type: 'numeric',
  notNull: true,
});

/** A count (never empty) as a plain integer (PGlite and pg disagree on how bigint reads back). */
export const countField = (expression: SQL): ComputedField => ({
  sql: sql`(${expression})::integer`.mapWith(Number),
  type: 'integer',
  notNull: true,
});

/** Text that may be empty (null). */
export const textField = (expression: SQL): ComputedField => ({
  sql: sql`(${expression})`.mapWith(String),
  type: 'text',
  notNull: false,
});

/**
 * The id of the first image (in the order it was attached) of a record that has a thumbnail, else null:
 * what lists and search show beside the record. Served by file_links' (team_id, entity, entity_id) index.
 */
export function firstImageSql(entity: FileEntity, table: Record<'id' | 'team_id', PgColumn>): SQL<number | null> {
  return sql`(select ${fileLinks.file_id} from ${fileLinks} join ${files} on ${files.id} = ${fileLinks.file_id}
    where ${fileLinks.team_id} = ${table.team_id} and ${fileLinks.entity} = ${entity}
      and ${fileLinks.entity_id} = ${table.id} and ${files.thumbnail_key} is not null
    order by ${fileLinks.id} limit 1)`;
}

export const firstImageField = (entity: FileEntity, table: Record<'id' | 'team_id', PgColumn>): ComputedField => ({
  sql: sql`${firstImageSql(entity, table)}`.mapWith(Number),
  type: 'integer',
  notNull: false,
});
