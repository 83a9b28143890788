import type { MonthlyPurchasesResponse, MonthlySalesResponse } from '@flipstack/contract';
import { MESSAGES } from '../../lib/notify.ts';
import { VIEWS } from '../../lib/query-keys.ts';
import { useView } from '../../lib/views.ts';

export type MonthlyQuery = { from?: string | undefined; to?: string | undefined; platform_id?: string | undefined };

/** GET /api/analytics/monthly-purchases: count, items and spend per month ('Error fetching analytics'). */
export const useMonthlyPurchases = (query: MonthlyQuery) =>
  useView<MonthlyPurchasesResponse>(VIEWS.monthlyPurchases, query, MESSAGES.fetchAnalyticsFailed, {
    keepPrevious: true,
  });

/** GET /api/analytics/monthly-sales: revenue, costs, profit… per month ('Error fetching sales analytics'). */
export const useMonthlySales = (query: MonthlyQuery) =>
  useView<MonthlySalesResponse>(VIEWS.monthlySales, query, MESSAGES.fetchSalesAnalyticsFailed, {
    keepPrevious: true,
  });
