import { and, eq, sql } from 'drizzle-orm';
import { messages as contract } from '@flipstack/contract';
import { chats, files, messages as table } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource } from '../kit/define.ts';

export const messages = defineResource({
  contract,
  table,
  relations: { chat: { kind: 'one', resource: 'chats', foreignKey: 'chat_id' } },
  hooks: {
    // A message's speech file is one of the team's files (files are no /v2 resource, so no relation checks it).
    beforeWrite: async ({ tx, session }, values) => {
      const fileId = values.tts_file_id;
      if (fileId === null || fileId === undefined) return values;
      const [found] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.team_id, session.teamId), eq(files.id, fileId)));
      if (!found) {
        const message = `No file with id ${fileId}`;
        throw new AppError('VALIDATION_FAILED', message, { tts_file_id: message });
      }
      return values;
    },
    // A chat's updated_at is its last message, so the newest conversation lists first.
    afterCreate: async ({ tx }, row) => {
      await tx
        .update(chats)
        .set({ updated_at: sql`now()` })
        .where(eq(chats.id, row.chat_id));
    },
  },
});
