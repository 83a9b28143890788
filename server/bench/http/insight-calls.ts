import { addMonths, monthOf } from '@flipstack/contract';
import type { Call } from './calls.ts';

/** Search words of the bench's data: product words, serial starts, order numbers, buyers, seller usernames, ids. */
const TERMS = ['sony', 'camera', 'SN0A', 'ORD-10012', 'buyer_123', 'user_3f', 'MPN00012', '4711', 'drone 15', 'T9999'];

/** The columns the inventory screen sorts by (web/src/features/inventory/InventoryPage.tsx). */
const INVENTORY_SORTS = [
  'serial_number',
  'product_name',
  'status',
  'cost',
  'listed_value',
  'days_in_stock',
  'purchased_at',
  'sold_at',
];

/**
 * The `next_after` marks of the page before a deep page: the inventory screen's middle page (in its default
 * order and by -days_in_stock), the files' page at a quarter of the items and the eBay orders' middle page.
 */
export type MiddleMarks = {
  byDefault: string | undefined;
  byWait: string | undefined;
  files: string | undefined;
  orders: string | undefined;
};

/**
 * The calls behind the insight screens: the inventory page (also its middle and last pages of its `items`,
 * by offset and the middle one past the page before's mark, as the screen moves to a next page), tracking,
 * an item, search, the files and eBay orders lists, the monthly reports and the KPIs.
 */
export function insightCalls(items: number, middle: MiddleMarks): Call[] {
  const thisMonth = monthOf(new Date(), 'UTC');
  const months = `from=${addMonths(thisMonth, -23)}&to=${thisMonth}`;
  return [
    { name: 'inventory-items-detail page', path: '/api/inventory-items-detail?limit=50', limit: true },
    { name: 'inventory-items-detail, page 11', path: '/api/inventory-items-detail?limit=50&offset=500', limit: false },
    ...[
      ['the middle page', Math.floor(items / 2)],
      ['the last page', Math.max(0, items - 50)],
    ].flatMap(([page, offset]) => [
      {
        name: `inventory-items-detail, ${page}`,
        path: `/api/inventory-items-detail?limit=50&offset=${offset}`,
        limit: false,
      },
      {
        name: `inventory-items-detail by -days_in_stock, ${page}`,
        path: `/api/inventory-items-detail?limit=50&offset=${offset}&order_by=-days_in_stock`,
        limit: false,
      },
    ]),
    ...[
      ['inventory-items-detail, the middle page by after', middle.byDefault, ''],
      ['inventory-items-detail by -days_in_stock, the middle page by after', middle.byWait, '&order_by=-days_in_stock'],
    ].flatMap(([name, mark, order]) =>
      mark ? [{ name: name!, path: `/api/inventory-items-detail?limit=50&after=${mark}${order}`, limit: false }] : [],
    ),
    { name: 'inventory by product', path: '/api/inventory-items-detail?limit=50&product_id=7', limit: false },
    ...INVENTORY_SORTS.map((field) => ({
      name: `inventory-items-detail by -${field}`,
      path: `/api/inventory-items-detail?limit=50&order_by=-${field}`,
      limit: false,
    })),
    { name: 'inventory-items-tracking', path: '/api/inventory-items-tracking', limit: true },
    { name: 'item story', path: '/api/inventory-items-detail/4711', limit: false },
    ...TERMS.map((term, index) => ({
      name: `global search '${term}'`,
      path: `/api/global-search?q=${encodeURIComponent(term)}`,
      limit: index === 0,
    })),
    // /file-uploads and /ebay-orders: their lists, filters and searches (a rare term and one in most rows).
    { name: 'files page', path: '/api/files?limit=24&order_by=-created_at', limit: true },
    ...[
      'q=item-4242.',
      'q=item',
      'type=pdf',
      'entity=inventory-items',
      'order_by=name',
      'order_by=-size',
      `offset=${Math.floor(items / 4)}`,
      ...(middle.files ? [`after=${middle.files}`] : []),
    ].map((query) => ({
      name: `files ${query.startsWith('after') ? `offset=${Math.floor(items / 4)} by after` : query}`,
      path: `/api/files?limit=24&${query}`,
      limit: false,
    })),
    { name: 'eBay orders page', path: '/api/ebay/orders?limit=25&show=all', limit: true },
    ...['show=to_match', 'show=matched', 'show=cancelled', 'q=12-0004711', 'q=buyer_123', 'q=phone'].map((query) => ({
      name: `eBay orders ${query}`,
      path: `/api/ebay/orders?limit=25&${query}`,
      limit: false,
    })),
    ...(middle.orders
      ? [{ name: 'eBay orders, the middle page by after', path: `/api/ebay/orders?limit=25&after=${middle.orders}` }]
      : []
    ).map((call) => ({ ...call, limit: false })),
    { name: 'monthly sales, 24 months', path: `/api/analytics/monthly-sales?${months}`, limit: true },
    { name: 'monthly purchases, 24 months', path: `/api/analytics/monthly-purchases?${months}`, limit: true },
    ...(['category', 'source', 'platform'] as const).map((by) => ({
      name: `KPIs by ${by}, 12 months`,
      path: `/api/analytics/kpis?from=${addMonths(thisMonth, -11)}&to=${thisMonth}&by=${by}`,
      limit: false,
    })),
  ];
}
