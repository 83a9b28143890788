import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketplaceLinesQuery } from '@flipstack/contract';
import { ApiError, api, type Query } from '../../lib/api.ts';
import { invalidateAfterWrite } from '../../lib/data-dependencies.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { callOrReport } from '../../lib/views.ts';

/** GET /api/marketplace-lines: the units of the marketplaces' order lines, those waiting for their item first asked. */
export const useMarketplaceLines = (query: MarketplaceLinesQuery & Query) =>
  useQuery({
    queryKey: queryKeys.marketplaceLines.list(query),
    queryFn: ({ signal }) =>
      callOrReport('Error fetching marketplace sales to match', signal, 'GET /marketplace-lines', { query }),
    placeholderData: keepPreviousData,
  });

/** POST /api/marketplace-lines/{id}/match: the unit's item, sold by the sale this makes. */
export function useMatchMarketplaceLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, itemId }: { lineId: number; itemId: number }) =>
      api.call('POST /marketplace-lines/:id/match', { params: { id: lineId }, body: { inventory_item_id: itemId } }),
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
