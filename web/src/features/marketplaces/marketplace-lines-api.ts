import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketplaceLinesResponse } from '@flipstack/contract';
import { ApiError, api, type Query } from '../../lib/api.ts';
import { invalidateAfterWrite } from '../../lib/data-dependencies.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { getOrReport } from '../../lib/views.ts';

/** GET /api/marketplace-lines: the units of the marketplaces' order lines, those waiting for their item first asked. */
export const useMarketplaceLines = (query: Query) =>
  useQuery({
    queryKey: queryKeys.marketplaceLines.list(query),
    queryFn: ({ signal }) =>
      getOrReport<MarketplaceLinesResponse>(
        '/marketplace-lines',
        query,
        signal,
        'Error fetching marketplace sales to match',
      ),
    placeholderData: keepPreviousData,
  });

/** POST /api/marketplace-lines/{id}/match: the unit's item, sold by the sale this makes. */
export function useMatchMarketplaceLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, itemId }: { lineId: number; itemId: number }) =>
      api.post<{ sale_id: number }>(`/marketplace-lines/${lineId}/match`, { inventory_item_id: itemId }),
    onSuccess: async () => {
      notify.success('Item matched: the sale is recorded');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceLines.all() }),
        invalidateAfterWrite(queryClient, 'sales', 'creating'),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isReported) return;
      notify.error(`Error matching the sale: ${errorMessage(error)}`, { id: 'marketplace-match' });
    },
  });
}
