import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  IMPORT_KINDS,
  IMPORT_STATUSES,
  type ImportFixes,
  type ImportMapping,
  type ImportReference,
  type ImportRowError,
} from '@flipstack/contract';
import { users } from './accounts.ts';
import { teamId } from './catalog.ts';
import { fileName, id, timestamps, utcTimestamp } from './columns.ts';

/**
 * One CSV import: the uploaded file (in the file storage, so any instance can run it), how its columns
 * map to fields, what the preview found, and the run's progress. `processed_rows` is the cursor: it moves
 * in the transaction that writes each batch, so a failed or interrupted run resumes after the last
 * batch kept. The lease keeps other instances off a running job; a crashed one's lease runs out.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    team_id: teamId(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('preview'),
    file_name: fileName('file_name').notNull(),
    storage_key: text('storage_key'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    source_key: text('source_key'),
    preset: text('preset'),
    date_order: text('date_order', { enum: ['mdy', 'dmy'] })
      .notNull()
      .default('mdy'),
    sample: jsonb('sample').$type<string[][]>().notNull(),
    /** Cells corrected in the browser, by line and header: read instead of the file's. */
    fixes: jsonb('fixes').$type<ImportFixes>().notNull().default({}),
    references: jsonb('references').$type<ImportReference[]>().notNull(),
    total_rows: integer('total_rows').notNull().default(0),
    bad_rows: integer('bad_rows').notNull().default(0),
    processed_rows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull(),
    last_error: text('last_error'),
    lease_owner: text('lease_owner'),
    lease_until: utcTimestamp('lease_until'),
    ...timestamps,
  },
  (table) => [index().on(table.team_id, table.created_at), index().on(table.status), index().on(table.storage_key)],
);

/**
 * The record each imported row became, by the row's source key (a column's value or a hash of the row)
 * and the hash of its values: the same row again changes nothing, a changed row updates its record.
 */
/** Keys kept besides the rows': 'purchase-orders' holds the purchases an import made (by order number). */
export const KEPT_KEY_KINDS = [...IMPORT_KINDS, 'purchase-orders'] as const;

export const importKeys = pgTable(
  'import_keys',
  {
    team_id: teamId(),
    kind: text('kind', { enum: KEPT_KEY_KINDS }).notNull(),
    source_key: text('source_key').notNull(),
    record_id: integer('record_id').notNull(),
    row_hash: text('row_hash').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.team_id, table.kind, table.source_key] })],
);

/** The mapping last used for a file of this shape (its headers), per team and kind. */
export const importMappings = pgTable(
  'import_mappings',
  {
    team_id: teamId(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    shape: text('shape').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    source_key: text('source_key'),
    date_order: text('date_order', { enum: ['mdy', 'dmy'] })
      .notNull()
      .default('mdy'),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.team_id, table.kind, table.shape] })],
);
