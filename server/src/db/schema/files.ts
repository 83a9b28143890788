import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FILE_ENTITIES, FILE_KINDS } from '@flipstack/contract';
import { users } from './accounts.ts';
import { teamId } from './catalog.ts';
import { fileName, id, timestamps } from './columns.ts';

/**
 * Stored bytes of one team: identical bytes are one row (sha256 unique per team), linked to any number
 * of records. storage_key names the bytes in the storage driver, thumbnail_key an image's WebP thumbnail.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    team_id: teamId(),
    name: fileName('name').notNull(),
    type: text('type').notNull(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    storage_key: text('storage_key').notNull(),
    thumbnail_key: text('thumbnail_key'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex().on(table.team_id, table.sha256),
    index().on(table.team_id, table.created_at),
    index().on(table.team_id, table.kind),
    index().on(table.storage_key),
    index().on(table.thumbnail_key),
  ],
);

/** A file attached to one record; deleting the record (a trigger per linkable table) deletes its links. */
export const fileLinks = pgTable(
  'file_links',
  {
    id: id(),
    team_id: teamId(),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    entity: text('entity', { enum: FILE_ENTITIES }).notNull(),
    entity_id: integer('entity_id').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex().on(table.file_id, table.entity, table.entity_id),
    index().on(table.team_id, table.entity, table.entity_id),
  ],
);
