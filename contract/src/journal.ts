import { z } from 'zod';
import { moneySchema } from './resources/common.ts';
import { reportMonthSchema } from './report-month.ts';

/** The accounting programs whose journal import the export writes. */
export const JOURNAL_FORMATS = ['quickbooks', 'xero'] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

/**
 * GET /api/reports/journal: the double-entry journal of whole months in the team's time zone; without
 * `format` the JSON below, with it the CSV file that program imports.
 */
export const journalQuerySchema = z.object({
  from: reportMonthSchema,
  to: reportMonthSchema,
  format: z.enum(JOURNAL_FORMATS, { message: 'Choose quickbooks or xero' }).optional(),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;

export const journalLineSchema = z.object({
  account: z.string(),
  /** The account's code in the Xero file. */
  code: z.string(),
  description: z.string(),
  /** One of debit and credit is "0.00". */
  debit: moneySchema,
  credit: moneySchema,
});
export type JournalLine = z.infer<typeof journalLineSchema>;

/** One entry per local day with money: its debits equal its credits to the cent. */
export const journalEntrySchema = z.object({
  number: z.string(),
  /** YYYY-MM-DD in the team's time zone. */
  date: z.string(),
  narration: z.string(),
  lines: z.array(journalLineSchema),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalAccountSchema = z.object({
  account: z.string(),
  code: z.string(),
  /** Income and expense accounts close into net profit; the others are assets and equity. */
  is_profit_and_loss: z.boolean(),
  debit: moneySchema,
  credit: moneySchema,
});

export const journalResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  entries: z.array(journalEntrySchema),
  /** Each account's debits and credits over the whole range. */
  accounts: z.array(journalAccountSchema),
  /** Credits less debits of the income and expense accounts: the profit and loss report's net_profit. */
  net_profit: moneySchema,
});
export type JournalResponse = z.infer<typeof journalResponseSchema>;
