import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InventoryDetailResponse, InventoryItemStory, InventoryTrackingResponse } from '@flipstack/contract';
import type { Query } from '../../lib/api.ts';
import { MESSAGES } from '../../lib/notify.ts';
import { getOrReport, insightKey } from '../analytics/insight-fetch.ts';

const DETAIL = '/inventory-items-detail';
const TRACKING = '/inventory-items-tracking';

export const fetchInventoryDetail = (query: Query, signal: AbortSignal) =>
  getOrReport<InventoryDetailResponse>(DETAIL, query, signal, MESSAGES.fetchInventoryFailed);

/** GET /api/inventory-items-detail: a page of items with their product, purchase, listings, sale and totals. */
export const useInventoryDetail = (query: Query) =>
  useQuery({
    queryKey: insightKey(DETAIL, query),
    queryFn: ({ signal }) => fetchInventoryDetail(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/inventory-items-detail/{id}: the item's whole story. */
export const useItemStory = (id: string | undefined) =>
  useQuery({
    queryKey: insightKey(`${DETAIL}/${id}`),
    queryFn: ({ signal }) =>
      getOrReport<InventoryItemStory>(`${DETAIL}/${id}`, {}, signal, MESSAGES.fetchInventoryFailed),
    enabled: Boolean(id),
  });

/** GET /api/inventory-items-tracking: the pipeline by status, aging buckets, slowest and unlisted items. */
export const useInventoryTracking = (query: Query) =>
  useQuery({
    queryKey: insightKey(TRACKING, query),
    queryFn: ({ signal }) =>
      getOrReport<InventoryTrackingResponse>(TRACKING, query, signal, MESSAGES.fetchInventoryTrackingFailed),
    placeholderData: keepPreviousData,
  });
