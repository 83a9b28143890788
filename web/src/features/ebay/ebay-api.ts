import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EbayFetchQuery, EbayLinkListing, EbayListingsQuery, EbayOrdersQuery } from '@flipstack/contract';
import { ApiError, api, type Query } from '../../lib/api.ts';
import { invalidateAfterWrite } from '../../lib/data-dependencies.ts';
import { MESSAGES, errorMessage, notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { callOrReport } from '../../lib/views.ts';

/** The browser goes to eBay's consent page through this (GET /api/ebay/login-url redirects). */
export const EBAY_LOGIN_URL = '/api/ebay/login-url';

/** A failed eBay call, once, unless the API client already told the user. */
export function reportEbayError(title: string, error: unknown): void {
  if (error instanceof ApiError && error.isReported) return;
  notify.error(`${title}: ${errorMessage(error)}`, { id: title });
}

/** GET /api/ebay/accounts, every 5 s while one is syncing or waiting for its first sync. */
export const useEbayAccounts = () =>
  useQuery({
    queryKey: queryKeys.ebay.accounts(),
    queryFn: ({ signal }) => callOrReport('Error fetching eBay accounts', signal, 'GET /ebay/accounts'),
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => row.is_syncing || (row.status === 'connected' && !row.last_sync_at))
        ? 2000
        : 15000,
  });

/** GET /api/ebay/orders: imported orders with their lines; refreshed while on screen, since new ones arrive by themselves. */
export const ebayOrdersQuery = (query: EbayOrdersQuery & Query) => ({
  queryKey: queryKeys.ebay.orders(query),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOrReport('Error fetching eBay orders', signal, 'GET /ebay/orders', { query }),
});

export const useEbayOrders = (query: Query) =>
  useQuery({ ...ebayOrdersQuery(query), placeholderData: keepPreviousData, refetchInterval: 15000 });

/** GET /api/ebay/order-failures: orders the sync could not finish, refreshed with the orders. */
export const useEbayOrderFailures = () =>
  useQuery({
    queryKey: queryKeys.ebay.failures(),
    queryFn: ({ signal }) => callOrReport('Error fetching failing eBay orders', signal, 'GET /ebay/order-failures'),
    refetchInterval: 15000,
  });

/** GET /api/ebay/orders/{id}/payout: what eBay pays for the order against what Flipstack books, when asked. */
export const useEbayOrderPayout = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.ebay.payout(id),
    queryFn: ({ signal }) =>
      callOrReport('Error fetching what eBay pays', signal, 'GET /ebay/orders/:id/payout', { params: { id } }),
    enabled,
  });

/** GET /api/ebay/listings ('Error fetching eBay listings'). */
export const useEbayListings = (query: EbayListingsQuery & Query, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.ebay.listings(query),
    queryFn: ({ signal }) => callOrReport(MESSAGES.fetchEbayListingsFailed, signal, 'GET /ebay/listings', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** After orders became or changed sales: the eBay screens, and whatever a sale write changes. */
function useInvalidateAfterImport() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.ebay.all() }),
      invalidateAfterWrite(queryClient, 'sales', 'creating'),
    ]);
}

export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('POST /ebay/accounts/:id/sync', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ebay.accounts() }),
    onError: (error) => reportEbayError('Error syncing eBay account', error),
  });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('DELETE /ebay/accounts/:id', { params: { id } }),
    onSuccess: () => {
      notify.success('eBay account disconnected');
      return queryClient.invalidateQueries({ queryKey: queryKeys.ebay.all() });
    },
    onError: (error) => reportEbayError('Error disconnecting eBay account', error),
  });
}

/** POST /api/ebay/order-lines/{id}/match: the line's item, sold through its order's sale. */
export function useMatchLine() {
  const refresh = useInvalidateAfterImport();
  return useMutation({
    mutationFn: ({ lineId, itemId }: { lineId: number; itemId: number }) =>
      api.call('POST /ebay/order-lines/:id/match', { params: { id: lineId }, body: { inventory_item_id: itemId } }),
    onSuccess: async () => {
      notify.success('Item matched: the sale is complete');
      await refresh();
    },
    onError: (error) => reportEbayError('Error matching eBay order', error),
  });
}

/** POST /api/ebay/listings/link: a Flipstack listing for the eBay listing (by its item number), offering the items whose tag or serial is its SKU. */
export function useLinkListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EbayLinkListing) => api.call('POST /ebay/listings/link', { body }),
    onSuccess: async (linked) => {
      notify.success(`Listing #${linked.listing_id} created with ${linked.inventory_item_ids.length} item(s)`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ebay.all() }),
        invalidateAfterWrite(queryClient, 'listings', 'creating'),
      ]);
    },
    onError: (error) => reportEbayError('Error linking eBay listing', error),
  });
}

export const fetchOrdersPage = (accountId: number, query: EbayFetchQuery, signal?: AbortSignal) =>
  api.call('GET /ebay/accounts/:id/fetch', { params: { id: accountId }, query, ...(signal ? { signal } : {}) });

export const importOrdersPage = (accountId: number, body: EbayFetchQuery) =>
  api.call('POST /ebay/accounts/:id/import', { params: { id: accountId }, body });

export { useInvalidateAfterImport };
