import { useQuery } from '@tanstack/react-query';
import type { InventoryDetailResponse, InventoryItemStory, InventoryTrackingResponse } from '@flipstack/contract';
import type { Query } from '../../lib/api.ts';
import { MESSAGES } from '../../lib/notify.ts';
import { VIEWS, queryKeys } from '../../lib/query-keys.ts';
import { getOrReport, useView } from '../../lib/views.ts';

export const fetchInventoryDetail = (query: Query, signal: AbortSignal) =>
  getOrReport<InventoryDetailResponse>(VIEWS.inventoryDetail, query, signal, MESSAGES.fetchInventoryFailed);

/** GET /api/inventory-items-detail: a page of items with their product, purchase, listings, sale and totals. */
export const useInventoryDetail = (query: Query) =>
  useView<InventoryDetailResponse>(VIEWS.inventoryDetail, query, MESSAGES.fetchInventoryFailed, { keepPrevious: true });

/** GET /api/inventory-items-detail/{id}: the item's whole story. */
export const useItemStory = (id: string | undefined) =>
  useQuery({
    queryKey: queryKeys.views.one(VIEWS.inventoryDetail, id ?? ''),
    queryFn: ({ signal }) =>
      getOrReport<InventoryItemStory>(`${VIEWS.inventoryDetail}/${id}`, {}, signal, MESSAGES.fetchInventoryFailed),
    enabled: Boolean(id),
  });

/** GET /api/inventory-items-tracking: the pipeline by status, aging buckets, slowest and unlisted items. */
export const useInventoryTracking = (query: Query) =>
  useView<InventoryTrackingResponse>(VIEWS.inventoryTracking, query, MESSAGES.fetchInventoryTrackingFailed, {
    keepPrevious: true,
  });
