import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FileLink } from '@flipstack/contract';
import { VIEWS, queryKeys, type View } from './query-keys.ts';

/** Besides its own lists and its one detail, what a write to a resource changes. */
type Changes = { resources: readonly string[]; views: readonly View[] };

const {
  inventoryDetail,
  inventoryTracking,
  monthlySales,
  monthlyPurchases,
  analyticsKpis,
  profitAndLoss,
  taxYear,
  globalSearch,
} = VIEWS;
/** Inventory detail (list, totals, story) and tracking show every item with its related names and figures. */
const ITEM_VIEWS = [inventoryDetail, inventoryTracking] as const;

/**
 * The one map of what a write sets off, for the web's cache. Two reasons put a resource or a view here:
 * it shows the written row's name through a relation (`with`, a joined name), or the server keeps figures
 * from it (items' status and listed value, a purchase's item count and cost, a sale's cost of goods and
 * profit, the monthly sums). The dashboard reads inventory-detail totals, both monthly views and reminders.
 */
export const WRITE_CHANGES = {
  brands: { resources: ['products'], views: [...ITEM_VIEWS, analyticsKpis] },
  categories: { resources: ['categories', 'products'], views: [...ITEM_VIEWS, analyticsKpis] },
  platforms: {
    resources: ['accounts', 'sellers', 'listings', 'purchases', 'sales'],
    views: [...ITEM_VIEWS, monthlySales, monthlyPurchases, analyticsKpis, profitAndLoss, taxYear],
  },
  accounts: { resources: ['listings', 'purchases', 'sales'], views: [] },
  sellers: { resources: ['purchases'], views: [...ITEM_VIEWS, analyticsKpis, globalSearch] },
  'shipping-services': { resources: ['sales'], views: [] },
  locations: { resources: ['inventory-items'], views: ITEM_VIEWS },
  products: {
    resources: ['inventory-items', 'listings', 'purchases', 'sales'],
    views: [...ITEM_VIEWS, analyticsKpis, globalSearch],
  },
  purchases: {
    resources: ['inventory-items', 'transactions', 'products'],
    views: [...ITEM_VIEWS, monthlyPurchases, monthlySales, analyticsKpis, profitAndLoss, taxYear, globalSearch],
  },
  'inventory-items': {
    resources: ['products', 'purchases', 'listings', 'sales', 'sale-inventory-items', 'listings-inventory-items'],
    views: [...ITEM_VIEWS, monthlySales, monthlyPurchases, analyticsKpis, profitAndLoss, taxYear, globalSearch],
  },
  'inventory-item-specs': { resources: ['inventory-items'], views: [inventoryDetail] },
  listings: {
    resources: ['inventory-items', 'listings-inventory-items', 'sales', 'products'],
    views: [...ITEM_VIEWS, analyticsKpis],
  },
  'listings-inventory-items': {
    resources: ['listings', 'inventory-items', 'products'],
    views: [...ITEM_VIEWS, analyticsKpis],
  },
  sales: {
    resources: ['inventory-items', 'sale-inventory-items', 'transactions', 'listings', 'products'],
    views: [...ITEM_VIEWS, monthlySales, analyticsKpis, profitAndLoss, taxYear, globalSearch],
  },
  'sale-inventory-items': {
    resources: ['sales', 'inventory-items', 'listings', 'products'],
    views: [...ITEM_VIEWS, monthlySales, analyticsKpis, profitAndLoss, taxYear],
  },
  transactions: {
    resources: ['sales', 'purchases'],
    views: [...ITEM_VIEWS, monthlySales, monthlyPurchases, profitAndLoss, taxYear],
  },
  'mileage-trips': { resources: [], views: [profitAndLoss, taxYear] },
  // A rate values every trip of its country from its day on.
  'mileage-rates': { resources: ['mileage-trips'], views: [profitAndLoss, taxYear] },
  reminders: { resources: [], views: [] },
  chats: { resources: ['messages'], views: [] },
  messages: { resources: ['chats'], views: [] },
} satisfies Record<string, Changes>;

export type WriteAction = 'creating' | 'updating' | 'deleting';

/**
 * The keys a successful write makes stale: the resource's lists, its one detail (not after a delete: the
 * page leaving it would fetch a 404), and every resource and view of WRITE_CHANGES whole.
 */
export function keysChangedBy(resource: string, action: WriteAction, id?: number | string): QueryKey[] {
  const changes: Changes | undefined = (WRITE_CHANGES as Record<string, Changes>)[resource];
  return [
    queryKeys.resources.lists(resource),
    ...(action === 'updating' && id !== undefined ? [queryKeys.resources.detail(resource, id)] : []),
    ...(changes?.resources ?? []).map((other) => queryKeys.resources.all(other)),
    ...(changes?.views ?? []).map((view) => queryKeys.views.all(view)),
  ];
}

const invalidate = (queryClient: QueryClient, keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

/** Marks those keys stale; the queries on screen fetch again, the others when next shown. */
export const invalidateAfterWrite = (
  queryClient: QueryClient,
  resource: string,
  action: WriteAction,
  id?: number | string,
) => invalidate(queryClient, keysChangedBy(resource, action, id));

/** A file upload, unlink or delete: every files query, and the one detail of each record it is or was linked to. */
export const keysChangedByFileWrite = (links: Pick<FileLink, 'entity' | 'entity_id'>[]): QueryKey[] => [
  queryKeys.files.all(),
  ...links.map((link) => queryKeys.resources.detail(link.entity, link.entity_id)),
];

export const invalidateAfterFileWrite = (queryClient: QueryClient, links: Pick<FileLink, 'entity' | 'entity_id'>[]) =>
  invalidate(queryClient, keysChangedByFileWrite(links));
