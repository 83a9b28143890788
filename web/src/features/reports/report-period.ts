import { PROFIT_AND_LOSS_GROUPS, quarterOf, type ProfitAndLossGroup } from '@flipstack/contract';
import { monthLabel } from '../../lib/month-label.ts';

/** The grouping in the URL, else by month. */
export const groupOf = (value: string | undefined): ProfitAndLossGroup =>
  PROFIT_AND_LOSS_GROUPS.find((group) => group === value) ?? 'month';

/** A period's column heading, from its first month: 'Apr 2026', 'Q2 2026' or '2026'. */
export function periodLabel(month: string, group: ProfitAndLossGroup): string {
  if (group === 'year') return month.slice(0, 4);
  if (group === 'quarter') return `Q${quarterOf(month)} ${month.slice(0, 4)}`;
  return monthLabel(month);
}
