import { useQuery } from '@tanstack/react-query';
import type { InventoryDetailResponse, ListResponse } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { MESSAGES } from '../../lib/notify.ts';
import { VIEWS, queryKeys } from '../../lib/query-keys.ts';
import type { ResourceQueryMeta } from '../../lib/resources.ts';
import { useView } from '../../lib/views.ts';
import { endOfDay } from './figure-math.ts';

/** Items not sold yet: their cost is the money on hand. */
export const ON_HAND_STATUSES = 'in_transit,in_stock,listed,returned';

/** Count and cost of the items with these statuses (totals of inventory-items-detail, one row asked). */
export const useInventoryTotals = (status: string) =>
  useView<InventoryDetailResponse>(VIEWS.inventoryDetail, { status, limit: 1 }, MESSAGES.fetchInventoryFailed);

/**
 * Reminders not done and due by the end of today, soonest first: useList's key and error report, without
 * importing the reminders contract (its zod schemas would add 24 KB gzip to the start page).
 */
export function useDueReminders() {
  const query = {
    where: JSON.stringify({ done: false, due_at: { lte: endOfDay(new Date()).toISOString() } }),
    order_by: 'due_at',
    limit: 3,
  };
  return useQuery({
    queryKey: queryKeys.resources.list('reminders', query),
    queryFn: ({ signal }) => api.get<ListResponse<{ id: number; title: string }>>('/v2/reminders', { query, signal }),
    meta: { resourceLabel: 'reminder' } satisfies ResourceQueryMeta,
  });
}
