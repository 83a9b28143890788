import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGE_TYPES } from '@flipstack/contract';
import { users } from './accounts.ts';
import { teamId } from './catalog.ts';
import { id, timestamps } from './columns.ts';
import { files } from './files.ts';

export const chats = pgTable(
  'chats',
  {
    id: id(),
    team_id: teamId(),
    title: text('title'),
    assistant_name: text('assistant_name'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('chats_list_order_idx').on(table.team_id, table.updated_at, table.id), index().on(table.user_id)],
);

/** Owned by their chat: deleting the chat deletes its messages. Deleting a message's speech file leaves the message. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    team_id: teamId(),
    chat_id: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    show_to_user: boolean('show_to_user').notNull().default(true),
    message_type: text('message_type', { enum: MESSAGE_TYPES }).notNull(),
    content: text('content').notNull().default(''),
    metadata: jsonb('metadata')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    tts_file_id: integer('tts_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index().on(table.chat_id, table.id),
    index('messages_list_order_idx').on(table.team_id, table.id),
    index().on(table.tts_file_id),
  ],
);
