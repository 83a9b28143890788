import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonthlyPurchasesResponse, MonthlySalesResponse } from '@flipstack/contract';
import { MESSAGES } from '../../lib/notify.ts';
import { getOrReport, insightKey } from './insight-fetch.ts';

const PURCHASES = '/analytics/monthly-purchases';
const SALES = '/analytics/monthly-sales';
export type MonthlyQuery = { from?: string | undefined; to?: string | undefined; platform_id?: string | undefined };

/** GET /api/analytics/monthly-purchases: count, items and spend per month ('Error fetching analytics'). */
export const useMonthlyPurchases = (query: MonthlyQuery) =>
  useQuery({
    queryKey: insightKey(PURCHASES, query),
    queryFn: ({ signal }) =>
      getOrReport<MonthlyPurchasesResponse>(PURCHASES, query, signal, MESSAGES.fetchAnalyticsFailed),
    placeholderData: keepPreviousData,
  });

/** GET /api/analytics/monthly-sales: revenue, costs, profit… per month ('Error fetching sales analytics'). */
export const useMonthlySales = (query: MonthlyQuery) =>
  useQuery({
    queryKey: insightKey(SALES, query),
    queryFn: ({ signal }) =>
      getOrReport<MonthlySalesResponse>(SALES, query, signal, MESSAGES.fetchSalesAnalyticsFailed),
    placeholderData: keepPreviousData,
  });
