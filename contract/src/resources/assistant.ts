import { z } from 'zod';
import { defineResource } from './define.ts';
import {
  booleanInputSchema,
  idSchema,
  optionalText,
  referenceInputSchema,
  requiredReference,
  rowBase,
  storableJson,
  textSchema,
} from './common.ts';

export const MESSAGE_TYPES = ['user', 'assistant'] as const;
export const MESSAGE_VISIBILITIES = ['visible', 'hidden'] as const;

export const chats = defineResource({
  name: 'chats',
  label: 'chat',
  row: z.object({ ...rowBase, title: z.string().nullable(), assistant_name: z.string().nullable(), user_id: idSchema }),
  input: z.object({ title: optionalText(200), assistant_name: optionalText(80) }),
  filterable: ['id', 'title', 'assistant_name', 'user_id', 'created_at', 'updated_at'],
  sortable: ['id', 'title', 'created_at', 'updated_at'],
  searchable: ['title'],
  relations: ['messages'],
  defaultOrder: '-updated_at,-id',
});

/** metadata.visibility 'hidden' keeps a message out of the chat the user sees. */
export const messageMetadataSchema = z.looseObject({ visibility: z.enum(MESSAGE_VISIBILITIES).optional() });

export const messages = defineResource({
  name: 'messages',
  label: 'message',
  row: z.object({
    ...rowBase,
    chat_id: idSchema,
    show_to_user: z.boolean(),
    message_type: z.enum(MESSAGE_TYPES),
    content: z.string(),
    metadata: messageMetadataSchema,
    tts_file_id: idSchema.nullable(),
  }),
  input: z.object({
    chat_id: requiredReference('a chat'),
    show_to_user: booleanInputSchema.optional(),
    message_type: z.enum(MESSAGE_TYPES, { message: 'Choose user or assistant' }),
    content: textSchema('Enter the message').max(100_000, { message: 'Use at most 100000 characters' }),
    metadata: storableJson(messageMetadataSchema).optional(),
    tts_file_id: referenceInputSchema.nullable().optional(),
  }),
  filterable: ['id', 'chat_id', 'show_to_user', 'message_type', 'tts_file_id', 'created_at'],
  sortable: ['id', 'chat_id', 'created_at', 'updated_at'],
  searchable: ['content'],
  relations: ['chat'],
  defaultOrder: 'id',
});
