/*
 * The periods of the profit and loss, apart from its zod schemas: the web app's first load reads them (every
 * route's early requests are in it) and must not bring zod.
 */
export const PROFIT_AND_LOSS_GROUPS = ['month', 'quarter', 'year'] as const;
export type ProfitAndLossGroup = (typeof PROFIT_AND_LOSS_GROUPS)[number];

/** The calendar quarter (1–4) of a month ('2026-04' → 2). */
export const quarterOf = (month: string): number => Math.ceil(Number(month.slice(5, 7)) / 3);

/** A period as the CSV and the PDF name it, from its first month: '2026-04', '2026-Q2' or '2026'. */
export function periodKey(month: string, group: ProfitAndLossGroup): string {
  if (group === 'year') return month.slice(0, 4);
  if (group === 'quarter') return `${month.slice(0, 4)}-Q${quarterOf(month)}`;
  return month;
}
