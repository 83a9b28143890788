import { z } from 'zod';
import { reminders } from '@flipstack/contract';
import { getResource } from '../../resource-registry.ts';
import { createRow } from '../../resources/service.ts';
import { parseInput } from './parse-input.ts';
import { defineTool } from './tool.ts';

export const createReminder = defineTool({
  name: 'create_reminder',
  description: 'Add a reminder for the team, due at a date or date and time (ISO 8601, UTC).',
  parameters: z.object({
    title: z.string().describe('What to do, e.g. "Ship the Switch"'),
    due_at: z.string().describe('YYYY-MM-DD or an ISO 8601 date and time'),
    notes: z.string().optional(),
  }),
  writes: ['reminders'],
  async run({ db, session }, args) {
    return createRow(db, session, getResource('reminders'), parseInput(reminders.input, args));
  },
});
