import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EbayPayoutDetail, EbayPayoutsResponse } from '@flipstack/contract';
import type { Query } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { getOrReport } from '../../lib/views.ts';

/** GET /api/ebay/payouts: the team's eBay payouts of a range of days, a page at a time. */
export const useEbayPayouts = (query: Query) =>
  useQuery({
    queryKey: queryKeys.ebay.payouts(query),
    queryFn: ({ signal }) =>
      getOrReport<EbayPayoutsResponse>('/ebay/payouts', query, signal, 'Error fetching eBay payouts'),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** GET /api/ebay/payouts/{id}: the payout's transactions with their orders and sales, when opened. */
export const useEbayPayoutDetail = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.ebay.payoutDetail(id),
    queryFn: ({ signal }) =>
      getOrReport<EbayPayoutDetail>(`/ebay/payouts/${id}`, {}, signal, "Error fetching the payout's transactions"),
    enabled,
  });
