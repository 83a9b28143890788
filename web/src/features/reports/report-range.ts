import { addMonths, monthOf } from '@flipstack/contract';
import { sessionStore } from '../../lib/session.ts';
import { stringParams, type StringParams } from '../../lib/url-state.ts';
import { groupOf } from './report-period.ts';
import { prefetchProfitAndLoss, type MonthRange, type ProfitAndLossAsked } from './reports-api.ts';

/** The report's months and grouping in its URL (?from=&to=&group=). */
export const REPORT_RANGE = stringParams(['from', 'to', 'group']);

/** This year so far, last year and the last twelve months, in the team's time zone. */
export function rangePresets(timeZone: string | undefined): { label: string; range: MonthRange }[] {
  const current = monthOf(new Date(), timeZone);
  const year = Number(current.slice(0, 4));
  return [
    { label: 'This year', range: { from: `${year}-01`, to: current } },
    { label: 'Last year', range: { from: `${year - 1}-01`, to: `${year - 1}-12` } },
    { label: 'Last 12 months', range: { from: addMonths(current, -11), to: current } },
  ];
}

/** The months chosen, else this year so far. */
export function reportRange(chosen: StringParams<'from' | 'to'>, timeZone: string | undefined): MonthRange {
  const thisYear = rangePresets(timeZone)[0]!.range;
  return { from: chosen.from ?? thisYear.from, to: chosen.to ?? thisYear.to };
}

/** What the screen asks for: its months, and its grouping unless by month (the analytics' own request). */
export function reportQuery(
  chosen: StringParams<'from' | 'to' | 'group'>,
  timeZone: string | undefined,
): ProfitAndLossAsked {
  const group = groupOf(chosen.group);
  const range = reportRange(chosen, timeZone);
  return group === 'month' ? range : { ...range, group };
}

/** The route's early request: the report the screen will read. */
export function prefetchReports(url: URL): void {
  const timeZone = sessionStore.getState().teamSettings?.time_zone;
  prefetchProfitAndLoss(reportQuery(REPORT_RANGE.read(url.searchParams), timeZone));
}
