import { reminders as contract } from '@flipstack/contract';
import { reminders as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';

export const reminders = defineResource({
  contract,
  table,
  hooks: {
    // The author is whoever is signed in, never input.
    beforeWrite: async ({ session }, values, existing) => (existing ? values : { ...values, user_id: session.userId }),
  },
});
