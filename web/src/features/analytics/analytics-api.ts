import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { platforms, type MonthlyPurchasesResponse, type MonthlySalesResponse } from '@flipstack/contract';
import type { Query } from '../../lib/api.ts';
import { MESSAGES } from '../../lib/notify.ts';
import { useList } from '../../lib/resources.ts';
import { getOrReport, insightKey } from './insight-fetch.ts';

const PURCHASES = '/analytics/monthly-purchases';
const SALES = '/analytics/monthly-sales';
/** The breakdown asks one report per platform; a team with more shows the first ones by name. */
export const BREAKDOWN_PLATFORMS_MAX = 20;

export type MonthlyQuery = { from?: string | undefined; to?: string | undefined; platform_id?: string | undefined };

const salesQuery = (query: Query) => ({
  queryKey: insightKey(SALES, query),
  queryFn: ({ signal }: { signal: AbortSignal }) => getOrReport<MonthlySalesResponse>(SALES, query, signal, MESSAGES.fetchSalesAnalyticsFailed),
  placeholderData: keepPreviousData,
});

/** GET /api/analytics/monthly-purchases: count, items and spend per month ('Error fetching analytics'). */
export const useMonthlyPurchases = (query: MonthlyQuery) =>
  useQuery({
    queryKey: insightKey(PURCHASES, query),
    queryFn: ({ signal }) => getOrReport<MonthlyPurchasesResponse>(PURCHASES, query, signal, MESSAGES.fetchAnalyticsFailed),
    placeholderData: keepPreviousData,
  });

/** GET /api/analytics/monthly-sales: revenue, costs, profit… per month ('Error fetching sales analytics'). */
export const useMonthlySales = (query: MonthlyQuery) => useQuery(salesQuery(query));

export type PlatformTotals = { id: number; name: string; totals: MonthlySalesResponse['totals'] | undefined };

/** The sales totals of each platform over the range: monthly-sales asked once per platform. */
export function usePlatformBreakdown(query: MonthlyQuery): PlatformTotals[] {
  const list = useList(platforms, { limit: BREAKDOWN_PLATFORMS_MAX, order_by: 'name' });
  const rows = list.data?.rows ?? [];
  const answers = useQueries({ queries: rows.map((platform) => salesQuery({ from: query.from, to: query.to, platform_id: platform.id })) });
  return rows.map((platform, index) => ({ id: platform.id, name: platform.name, totals: answers[index]?.data?.totals }));
}
