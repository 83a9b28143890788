import { chats as contract } from '@flipstack/contract';
import { chats as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';

export const chats = defineResource({
  contract,
  table,
  // Messages belong to their chat and go with it (ON DELETE CASCADE).
  relations: { messages: { kind: 'many', resource: 'messages', foreignKey: 'chat_id' } },
  hooks: {
    beforeWrite: async ({ session }, values, existing) => (existing ? values : { ...values, user_id: session.userId }),
  },
});
