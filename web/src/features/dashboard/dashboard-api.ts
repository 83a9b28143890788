import { useQuery } from '@tanstack/react-query';
import { reminders, type InventoryDetailResponse } from '@flipstack/contract';
import { MESSAGES } from '../../lib/notify.ts';
import { useList } from '../../lib/resources.ts';
import { getOrReport, insightKey } from '../analytics/insight-fetch.ts';
import { endOfDay } from './month-math.ts';

const DETAIL = '/inventory-items-detail';
/** Items not sold yet: their cost is the money on hand. */
export const ON_HAND_STATUSES = 'in_transit,in_stock,listed,returned';

/** Count and cost of the items with these statuses (totals of inventory-items-detail, one row asked). */
export function useInventoryTotals(status: string) {
  const query = { status, limit: 1 };
  return useQuery({
    queryKey: insightKey(DETAIL, query),
    queryFn: ({ signal }) => getOrReport<InventoryDetailResponse>(DETAIL, query, signal, MESSAGES.fetchInventoryFailed),
  });
}

/** Reminders not done and due by the end of today, soonest first. */
export const useDueReminders = () =>
  useList(reminders, { where: JSON.stringify({ done: false, due_at: { lte: endOfDay(new Date()).toISOString() } }), order_by: 'due_at', limit: 3 });
