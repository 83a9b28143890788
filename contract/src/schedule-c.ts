import { z } from 'zod';

/** The expense lines of the US Schedule C (Form 1040), in the form's order. */
export const SCHEDULE_C_EXPENSE_LINES = [
  { line: '8', label: 'Advertising' },
  { line: '9', label: 'Car and truck expenses' },
  { line: '10', label: 'Commissions and fees' },
  { line: '11', label: 'Contract labor' },
  { line: '13', label: 'Depreciation and section 179' },
  { line: '15', label: 'Insurance (other than health)' },
  { line: '16b', label: 'Interest (other)' },
  { line: '17', label: 'Legal and professional services' },
  { line: '18', label: 'Office expense' },
  { line: '20a', label: 'Rent or lease: vehicles, machinery, equipment' },
  { line: '20b', label: 'Rent or lease: other business property' },
  { line: '21', label: 'Repairs and maintenance' },
  { line: '22', label: 'Supplies' },
  { line: '23', label: 'Taxes and licenses' },
  { line: '24a', label: 'Travel' },
  { line: '24b', label: 'Deductible meals' },
  { line: '25', label: 'Utilities' },
  { line: '26', label: 'Wages' },
  { line: '27a', label: 'Other expenses' },
] as const;

export type ScheduleCLine = (typeof SCHEDULE_C_EXPENSE_LINES)[number]['line'];
const LINE_CODES = SCHEDULE_C_EXPENSE_LINES.map((entry) => entry.line) as [ScheduleCLine, ...ScheduleCLine[]];

/** Where an expense without a line of its own goes: Part V, listed by its name. */
export const SCHEDULE_C_OTHER_LINE: ScheduleCLine = '27a';

/** The costs of a sale and mileage, named as the tax year lists them beside the expense categories. */
export const SALE_COST_PARTS = ['Commission', 'Payment fees', 'Shipping labels', 'Other sale costs'] as const;
export const MILEAGE_PART = 'Mileage';

/**
 * The default line of each sale cost, mileage and expense category the app suggests (docs/decisions.md);
 * a team's own choices (the schedule_c_lines setting) override them, any other category goes to 27a.
 */
export const DEFAULT_SCHEDULE_C_LINES: Readonly<Record<string, ScheduleCLine>> = {
  Commission: '10',
  'Payment fees': '10',
  Fees: '10',
  'Shipping labels': '27a',
  'Other sale costs': '27a',
  Mileage: '9',
  'Shipping supplies': '22',
  Postage: '27a',
  'Software and subscriptions': '18',
  Advertising: '8',
  'Office supplies': '18',
  Storage: '20b',
  Travel: '24a',
  Other: '27a',
  Uncategorized: '27a',
};

export const scheduleCLineSchema = z.enum(LINE_CODES, { message: 'Choose a Schedule C expense line' });

/** The team's choices: a part's name (a category, a sale cost, Mileage) → its line. */
export const scheduleCLinesSchema = z.record(z.string().trim().min(1).max(80), scheduleCLineSchema);
export type ScheduleCLines = z.infer<typeof scheduleCLinesSchema>;

/** The line of each part: the team's choice, else the default, else Other expenses. */
export function scheduleCLineOf(name: string, chosen: ScheduleCLines | undefined): ScheduleCLine {
  if (chosen && Object.hasOwn(chosen, name)) return chosen[name]!;
  return Object.hasOwn(DEFAULT_SCHEDULE_C_LINES, name) ? DEFAULT_SCHEDULE_C_LINES[name]! : SCHEDULE_C_OTHER_LINE;
}

export const scheduleCLineLabel = (line: ScheduleCLine): string =>
  SCHEDULE_C_EXPENSE_LINES.find((entry) => entry.line === line)?.label ?? line;
