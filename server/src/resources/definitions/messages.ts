import { eq, sql } from 'drizzle-orm';
import { messages as contract } from '@flipstack/contract';
import { chats, messages as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';

export const messages = defineResource({
  contract,
  table,
  relations: { chat: { kind: 'one', resource: 'chats', foreignKey: 'chat_id' } },
  hooks: {
    // A chat's updated_at is its last message, so the newest conversation lists first.
    afterCreate: async ({ tx }, row) => {
      await tx
        .update(chats)
        .set({ updated_at: sql`now()` })
        .where(eq(chats.id, row['chat_id'] as number));
    },
  },
});
