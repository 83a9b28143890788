import { useQuery } from '@tanstack/react-query';
import { dayOfMonth, lastTwelveMonths, monthOf, type reminders } from '@flipstack/contract';
import { MESSAGES } from '../../lib/notify.ts';
import { prefetchQuietly } from '../../lib/query-client.ts';
import { VIEWS, queryKeys } from '../../lib/query-keys.ts';
import type { ResourceQueryMeta } from '../../lib/resources.ts';
import { fetchRows } from '../../lib/rows.ts';
import { sessionStore } from '../../lib/session.ts';
import { prefetchView, useView } from '../../lib/views.ts';
import { endOfDay, sameDaysLastMonth } from './figure-math.ts';
import { prefetchProfitAndLoss } from '../reports/reports-api.ts';

/** Items not sold yet: their cost is the money on hand. */
export const ON_HAND_STATUSES = 'in_transit,in_stock,listed,returned';

/** Count and cost of the items with these statuses (totals of inventory-items-detail, one row asked). */
export const useInventoryTotals = (status: string) =>
  useView(VIEWS.inventoryDetail, totalsQuery(status), MESSAGES.fetchInventoryFailed);

const totalsQuery = (status: string) => ({ status, limit: 1 });

/** The twelve months up to this one in the team's time zone: the dashboard's reports. */
export const dashboardMonths = (timeZone: string | undefined) => lastTwelveMonths(monthOf(new Date(), timeZone));

/** The stock's pipeline: what waits to be listed, what has aged, what waits to ship (GET /inventory-items-tracking). */
export const useStockPipeline = () => useView(VIEWS.inventoryTracking, {}, MESSAGES.fetchInventoryTrackingFailed);

/** This month so far, and the same days of last month it is compared with, in the team's time zone. */
export function dashboardComparison(timeZone: string | undefined, now = new Date()) {
  return sameDaysLastMonth(monthOf(now, timeZone), dayOfMonth(now, timeZone));
}

/**
 * Reminders not done and due by the end of today, soonest first: useList's key and error report, without
 * importing the reminders contract (its zod schemas would add 24 KB gzip to the start page).
 */
export const useDueReminders = () => useQuery(dueReminders());

function dueReminders() {
  const query = {
    where: JSON.stringify({ done: false, due_at: { lte: endOfDay(new Date()).toISOString() } }),
    order_by: 'due_at',
    limit: 3,
  };
  return {
    queryKey: queryKeys.resources.list('reminders', query),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchRows<typeof reminders>('reminders', query, signal),
    meta: { resourceLabel: 'reminder' } satisfies ResourceQueryMeta,
  };
}

/**
 * The dashboard's answers, asked for by its route while the screen's code loads: asked by the screen,
 * they left only once that code had arrived and run.
 */
export function prefetchDashboard(): void {
  const timeZone = sessionStore.getState().teamSettings?.time_zone;
  const months = dashboardMonths(timeZone);
  const before = dashboardComparison(timeZone).query;
  prefetchView(VIEWS.monthlySales, months, MESSAGES.fetchSalesAnalyticsFailed);
  prefetchView(VIEWS.monthlyPurchases, months, MESSAGES.fetchAnalyticsFailed);
  prefetchView(VIEWS.monthlySales, before, MESSAGES.fetchSalesAnalyticsFailed);
  prefetchView(VIEWS.monthlyPurchases, before, MESSAGES.fetchAnalyticsFailed);
  prefetchProfitAndLoss(months);
  prefetchView(VIEWS.inventoryDetail, totalsQuery(ON_HAND_STATUSES), MESSAGES.fetchInventoryFailed);
  prefetchView(VIEWS.inventoryDetail, totalsQuery('sold'), MESSAGES.fetchInventoryFailed);
  prefetchView(VIEWS.inventoryTracking, {}, MESSAGES.fetchInventoryTrackingFailed);
  prefetchQuietly(dueReminders());
}
