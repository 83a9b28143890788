import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EbayPayoutsQuery } from '@flipstack/contract';
import type { Query } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { callOrReport } from '../../lib/views.ts';

/** GET /api/ebay/payouts: the team's eBay payouts of a range of days, a page at a time. */
export const useEbayPayouts = (query: EbayPayoutsQuery & Query) =>
  useQuery({
    queryKey: queryKeys.ebay.payouts(query),
    queryFn: ({ signal }) => callOrReport('Error fetching eBay payouts', signal, 'GET /ebay/payouts', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** GET /api/ebay/payouts/{id}: the payout's transactions with their orders and sales, when opened. */
export const useEbayPayoutDetail = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.ebay.payoutDetail(id),
    queryFn: ({ signal }) =>
      callOrReport("Error fetching the payout's transactions", signal, 'GET /ebay/payouts/:id', { params: { id } }),
    enabled,
  });
