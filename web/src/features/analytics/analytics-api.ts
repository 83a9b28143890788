import { lastTwelveMonths, monthOf } from '@flipstack/contract';
import { MESSAGES } from '../../lib/notify.ts';
import { VIEWS } from '../../lib/query-keys.ts';
import { sessionStore } from '../../lib/session.ts';
import { stringParams, type StringParams } from '../../lib/url-state.ts';
import { prefetchView, useView } from '../../lib/views.ts';
import { prefetchProfitAndLoss } from '../reports/reports-api.ts';

export type MonthlyQuery = {
  from?: string | undefined;
  to?: string | undefined;
  platform_id?: string | undefined;
  /** Each month's days 1 to this one only (the dashboard's month so far against the same days of the last). */
  through_day?: number | undefined;
};

/** The screen's range and platform in its URL (?from=&to=&platform_id=). */
export const ANALYTICS_FILTERS = stringParams(['from', 'to', 'platform_id']);

/** What the screen asks for: the months and platform chosen, else the server's default range (the last twelve months in the team's time zone). */
export function monthlyQuery(filters: StringParams<'from' | 'to' | 'platform_id'>, timeZone: string | undefined) {
  const defaults = lastTwelveMonths(monthOf(new Date(), timeZone));
  return { from: filters.from ?? defaults.from, to: filters.to ?? defaults.to, platform_id: filters.platform_id };
}

/** GET /api/analytics/monthly-purchases: count, items and spend per month ('Error fetching analytics'). */
export const useMonthlyPurchases = (query: MonthlyQuery) =>
  useView(VIEWS.monthlyPurchases, query, MESSAGES.fetchAnalyticsFailed, {
    keepPrevious: true,
  });

/** GET /api/analytics/monthly-sales: revenue, costs, profit… per month ('Error fetching sales analytics'). */
export const useMonthlySales = (query: MonthlyQuery) =>
  useView(VIEWS.monthlySales, query, MESSAGES.fetchSalesAnalyticsFailed, {
    keepPrevious: true,
  });

/**
 * The screen's two reports, asked for by its route while the screen's code loads: asked by the screen, they
 * would leave only once that code had arrived and run. Not the chart's code: arriving with the screen's, the
 * chart library ran first and held the screen's figures back; the chart asks for it once the screen is shown.
 */
export function prefetchAnalytics(url: URL): void {
  const query = monthlyQuery(ANALYTICS_FILTERS.read(url.searchParams), sessionStore.getState().teamSettings?.time_zone);
  prefetchView(VIEWS.monthlyPurchases, query, MESSAGES.fetchAnalyticsFailed);
  prefetchView(VIEWS.monthlySales, query, MESSAGES.fetchSalesAnalyticsFailed);
  if (!query.platform_id) prefetchProfitAndLoss({ from: query.from, to: query.to });
}
