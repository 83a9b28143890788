import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api.ts';
import { PAGE_SIZE } from '../../lib/list-url.ts';
import { MESSAGES } from '../../lib/notify.ts';
import { VIEWS, queryKeys } from '../../lib/query-keys.ts';
import { prefetchQuietly } from '../../lib/query-client.ts';
import { stringParams } from '../../lib/url-state.ts';
import { callOrReport, prefetchView, useView } from '../../lib/views.ts';
import { pastKeptMark, usePagePastMarks } from '../../lib/page-marks.ts';
import { detailPageQuery, readInventoryFilters } from './inventory-url.ts';
import { legacyPageQuery, legacyUrl } from './legacy-url.ts';

export const fetchInventoryDetail = (query: Query, signal: AbortSignal) =>
  callOrReport(MESSAGES.fetchInventoryFailed, signal, 'GET /inventory-items-detail', { query });

/** A page of items is kept on screen while the next loads; its warning (items without a cost) is shown. */
const INVENTORY_PAGE = { keepPrevious: true, warnings: 'inventory' };

/** GET /api/inventory-items-detail: a page of items with their product, purchase, listings, sale and totals. */
const useInventoryDetail = (query: Query) =>
  useView(VIEWS.inventoryDetail, query, MESSAGES.fetchInventoryFailed, INVENTORY_PAGE);

/** An items page's query (by offset) past the page before it, when the tab has its mark. */
const itemsPageQuery = (query: Query) => pastKeptMark(queryKeys.views.all(VIEWS.inventoryDetail), query);

/**
 * A page of items (`query` by limit and offset): past the page before it when the tab has that page's
 * `next_after` (as fast at item 500,000 as at item 50), else by offset; its own mark is kept for the next.
 */
export const useInventoryPage = (query: Query) =>
  usePagePastMarks(queryKeys.views.all(VIEWS.inventoryDetail), query, useInventoryDetail);

/** /inventory's page for the filters in its address, asked for by the route while the screen loads. */
export const prefetchInventoryPage = (url: URL) =>
  prefetchView(
    VIEWS.inventoryDetail,
    itemsPageQuery(detailPageQuery(readInventoryFilters(url.searchParams), PAGE_SIZE)),
    MESSAGES.fetchInventoryFailed,
    INVENTORY_PAGE,
  );

/** /inventory/legacy's page for its address, asked for by the route while the screen loads. */
export const prefetchLegacyPage = (url: URL) =>
  prefetchView(
    VIEWS.inventoryDetail,
    itemsPageQuery(legacyPageQuery(legacyUrl.read(url.searchParams))),
    MESSAGES.fetchInventoryFailed,
    INVENTORY_PAGE,
  );

/** A product's items a page at a time, with their listings and sales (the product page's table). */
export const productItemsQuery = (productId: number, page = 1, orderBy = ''): Query => ({
  product_id: productId,
  order_by: orderBy || undefined,
  limit: PAGE_SIZE,
  offset: (page - 1) * PAGE_SIZE,
});

export const prefetchProductItems = (productId: number) =>
  prefetchView(VIEWS.inventoryDetail, productItemsQuery(productId), MESSAGES.fetchInventoryFailed, INVENTORY_PAGE);

/** GET /api/inventory-items-detail/{id}: the item's whole story. */
export const useItemStory = (id: string | undefined) =>
  useQuery({
    queryKey: queryKeys.views.one(VIEWS.inventoryDetail, id ?? ''),
    queryFn: ({ signal }) =>
      callOrReport(MESSAGES.fetchInventoryFailed, signal, 'GET /inventory-items-detail/:id', { params: { id: id! } }),
    enabled: Boolean(id),
  });

export const prefetchItemStory = (id: string) =>
  prefetchQuietly({
    queryKey: queryKeys.views.one(VIEWS.inventoryDetail, id),
    queryFn: ({ signal }) => api.call('GET /inventory-items-detail/:id', { params: { id }, signal }),
  });

/** /inventory/tracking's filters, in its address. */
export const TRACKING_FILTERS = stringParams(['from', 'to', 'platform_id', 'location_id']);

export const prefetchTracking = (url: URL) =>
  prefetchView(
    VIEWS.inventoryTracking,
    TRACKING_FILTERS.read(url.searchParams),
    MESSAGES.fetchInventoryTrackingFailed,
    {
      keepPrevious: true,
    },
  );

/** GET /api/inventory-items-tracking: the pipeline by status, aging buckets, slowest and unlisted items. */
export const useInventoryTracking = (query: Query) =>
  useView(VIEWS.inventoryTracking, query, MESSAGES.fetchInventoryTrackingFailed, {
    keepPrevious: true,
  });
