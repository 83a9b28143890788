import { z } from 'zod';
import { transactions } from '@flipstack/contract';
import { createRow } from '../../resources/service.ts';
import { parseInput } from './parse-input.ts';
import { dateText, moneyIn } from './proposal-lines.ts';
import { defineTool } from './tool.ts';
import { transactions as transactionsResource } from '../../resources/definitions/transactions.ts';

const parameters = z.object({
  amount: z.string().describe('A positive amount like "12.50"'),
  description: z.string(),
  occurred_at: z.string().optional().describe('YYYY-MM-DD or ISO 8601; default now'),
});

const expenseInput = (args: z.output<typeof parameters>) =>
  parseInput(transactions.input, {
    type: 'expense',
    amount: args.amount,
    description: args.description,
    occurred_at: args.occurred_at ?? new Date().toISOString(),
  });

export const createExpense = defineTool({
  name: 'create_expense',
  description: 'Record an expense (supplies, fees, postage …) as a transaction of type expense.',
  parameters,
  writes: ['transactions'],
  async preview(context, args) {
    expenseInput(args);
    return {
      title: 'Record an expense',
      lines: [
        { label: 'Amount', value: moneyIn(context)(args.amount) },
        { label: 'For', value: args.description },
        { label: 'Paid', value: dateText(args.occurred_at) },
      ],
    };
  },
  async run({ db, session }, args) {
    return createRow(db, session, transactionsResource, expenseInput(args));
  },
});
