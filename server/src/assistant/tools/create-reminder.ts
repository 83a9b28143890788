import { z } from 'zod';
import { reminders } from '@flipstack/contract';
import { createRow } from '../../resources/service.ts';
import { parseInput } from './parse-input.ts';
import { lines } from './proposal-lines.ts';
import { defineTool } from './tool.ts';
import { reminders as remindersResource } from '../../resources/definitions/reminders.ts';

const parameters = z.object({
  title: z.string().describe('What to do, e.g. "Ship the Switch"'),
  due_at: z.string().describe('YYYY-MM-DD or an ISO 8601 date and time'),
  notes: z.string().optional(),
});

export const createReminder = defineTool({
  name: 'create_reminder',
  description: 'Add a reminder for the team, due at a date or date and time (ISO 8601, UTC).',
  parameters,
  writes: ['reminders'],
  async preview(_context, args) {
    parseInput(reminders.input, args);
    return {
      title: 'Add a reminder',
      lines: lines(
        { label: 'To do', value: args.title },
        { label: 'Due', value: args.due_at },
        args.notes !== undefined && { label: 'Notes', value: args.notes },
      ),
    };
  },
  async run({ db, session }, args) {
    return createRow(db, session, remindersResource, parseInput(reminders.input, args));
  },
});
