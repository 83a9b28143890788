import { z } from 'zod';
import { transactions } from '@flipstack/contract';
import { getResource } from '../../resource-registry.ts';
import { createRow } from '../../resources/service.ts';
import { parseInput } from './parse-input.ts';
import { defineTool } from './tool.ts';

export const createExpense = defineTool({
  name: 'create_expense',
  description: 'Record an expense (supplies, fees, postage …) as a transaction of type expense.',
  parameters: z.object({
    amount: z.string().describe('A positive amount like "12.50"'),
    description: z.string(),
    occurred_at: z.string().optional().describe('YYYY-MM-DD or ISO 8601; default now'),
  }),
  writes: ['transactions'],
  async run({ db, session }, args) {
    const input = parseInput(transactions.input, {
      type: 'expense',
      amount: args.amount,
      description: args.description,
      occurred_at: args.occurred_at ?? new Date().toISOString(),
    });
    return createRow(db, session, getResource('transactions'), input);
  },
});
