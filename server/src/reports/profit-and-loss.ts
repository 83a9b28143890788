import type { ProfitAndLossFigures, ProfitAndLossQuery, ProfitAndLossResponse } from '@flipstack/contract';
import { monthRange } from '../analytics/month-range.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { expensesByCategoryQuery, profitAndLossMonthsQuery } from './profit-and-loss-sql.ts';

type MonthRow = Omit<ProfitAndLossFigures, 'expenses_by_category'> & { month: string | null };
type CategoryRow = { month: string | null; category: string; amount: string };

/** GET /reports/profit-and-loss: each month, quarter or year of the range and the whole range, in the team's time zone. */
export async function profitAndLoss(
  db: Database,
  teamId: number,
  query: ProfitAndLossQuery,
): Promise<ProfitAndLossResponse> {
  const range = await monthRange(db, teamId, query);
  const group = query.group ?? 'month';
  const [rows, categories] = await Promise.all([
    rowsOf<MonthRow>(db, profitAndLossMonthsQuery(teamId, range, group)),
    rowsOf<CategoryRow>(db, expensesByCategoryQuery(teamId, range, group)),
  ]);
  const byMonth = (month: string | null) =>
    categories.filter((row) => row.month === month).map(({ category, amount }) => ({ category, amount }));
  const { month: _month, ...total } = rows.pop()!;
  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    months: rows.map((row) => ({ ...row, month: row.month!, expenses_by_category: byMonth(row.month) })),
    total: { ...total, expenses_by_category: byMonth(null) },
    expense_categories: byMonth(null).map((row) => row.category),
  };
}
