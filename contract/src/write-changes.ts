/**
 * The read-only views: answers the server computes from many resources (GET /api/{view}). Their keys sit
 * apart from the /v2 resources; WRITE_CHANGES below says which writes change them.
 */
export const VIEWS = {
  inventoryDetail: '/inventory-items-detail',
  inventoryTracking: '/inventory-items-tracking',
  monthlySales: '/analytics/monthly-sales',
  monthlyPurchases: '/analytics/monthly-purchases',
  analyticsKpis: '/analytics/kpis',
  profitAndLoss: '/reports/profit-and-loss',
  taxYear: '/reports/tax-year',
  globalSearch: '/global-search',
} as const;
export type View = (typeof VIEWS)[keyof typeof VIEWS];

/** Besides its own lists and its one detail, what a write to a resource changes. */
export type WriteChanges = { resources: readonly string[]; views: readonly View[] };

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
 * A server test writes each resource through the API and fails when a view or list it changed is not named here.
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
    resources: ['inventory-items', 'listings', 'purchases', 'sales', 'sale-inventory-items', 'transactions'],
    views: [...ITEM_VIEWS, analyticsKpis, globalSearch],
  },
  purchases: {
    resources: ['inventory-items', 'transactions', 'products'],
    views: [...ITEM_VIEWS, monthlyPurchases, monthlySales, analyticsKpis, profitAndLoss, taxYear, globalSearch],
  },
  'inventory-items': {
    resources: [
      'products',
      'purchases',
      'listings',
      'sales',
      'sale-inventory-items',
      'listings-inventory-items',
      'inventory-item-specs',
    ],
    views: [...ITEM_VIEWS, monthlySales, monthlyPurchases, analyticsKpis, profitAndLoss, taxYear, globalSearch],
  },
  'inventory-item-specs': { resources: ['inventory-items'], views: [inventoryDetail] },
  listings: {
    resources: ['inventory-items', 'listings-inventory-items', 'sales', 'products'],
    views: [...ITEM_VIEWS, analyticsKpis],
  },
  'listings-inventory-items': {
    resources: ['listings', 'inventory-items', 'products', 'purchases', 'inventory-item-specs'],
    views: [...ITEM_VIEWS, analyticsKpis, globalSearch],
  },
  sales: {
    resources: ['inventory-items', 'sale-inventory-items', 'transactions', 'listings', 'products'],
    views: [...ITEM_VIEWS, monthlySales, analyticsKpis, profitAndLoss, taxYear, globalSearch],
  },
  'sale-inventory-items': {
    resources: ['sales', 'inventory-items', 'listings', 'products', 'purchases', 'transactions'],
    views: [...ITEM_VIEWS, monthlySales, analyticsKpis, profitAndLoss, taxYear, globalSearch],
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
} satisfies Record<string, WriteChanges>;
