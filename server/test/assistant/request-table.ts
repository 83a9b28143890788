import { isDeepStrictEqual } from 'node:util';

/**
 * Requests as resellers type them, typos and lower case included, with what the built-in assistant should
 * make of each: the tool and the arguments that matter. `expected: undefined` marks a request it does not
 * understand yet (it answers with its examples instead of guessing).
 */
export type RequestRow = {
  request: string;
  expected: { tool: string; arguments: Record<string, unknown> } | undefined;
};

/** The moment and time zone every row is read at: Wednesday 2 December 2026, 15:00 UTC. */
export const TABLE_NOW = new Date('2026-12-02T15:00:00Z');
export const TABLE_TIME_ZONE = 'UTC';

const row = (request: string, tool?: string, args: Record<string, unknown> = {}): RequestRow => ({
  request,
  expected: tool === undefined ? undefined : { tool, arguments: args },
});
const thisMonth = { period: 'this_month' };
const lastMonth = { period: 'last_month' };
const month = (key: string) => ({ from_month: key, to_month: key });
const sale = (item: string, price: string, more: Record<string, unknown> = {}) => ({
  item_codes: [item],
  revenue_subtotal: price,
  ...more,
});
const items = (count: number, name: string) => Array.from({ length: count }, () => ({ product_name: name }));

export const REQUEST_TABLE: RequestRow[] = [
  // Profit and sales figures
  row('How much profit did I make this month?', 'sales_summary', thisMonth),
  row('how much did i make this month', 'sales_summary', thisMonth),
  row('What did I make last month?', 'sales_summary', lastMonth),
  row('what did i make lsat month', 'sales_summary', lastMonth),
  row('how much did i make in november', 'sales_summary', month('2026-11')),
  row('profit in october', 'sales_summary', month('2026-10')),
  row('sales in march 2026', 'sales_summary', month('2026-03')),
  row('Sales this month', 'sales_summary', thisMonth),
  row('profit this year', 'sales_summary', { period: 'this_year' }),
  row('whats my proft ytd', 'sales_summary', { period: 'this_year' }),
  row('revenue last year', 'sales_summary', { period: 'last_year' }),
  row('how much did i earn in the last 12 months', 'sales_summary', { period: 'last_12_months' }),
  row('how am i doing this month', 'sales_summary', thisMonth),
  row('net profit for september', 'sales_summary', month('2026-09')),
  row('what was my margin last month', 'sales_summary', lastMonth),
  row('how much money did i make', 'sales_summary', thisMonth),
  row('total sales in jan', 'sales_summary', month('2026-01')),
  row('porfit so far', 'sales_summary', thisMonth),
  row('how much did i make this week', 'sales_list', { period: 'this_week' }),
  row('earnings in december', 'sales_summary', month('2026-12')),
  row('how much did i sell last month', 'sales_summary', lastMonth),
  row('total fees this month', 'sales_summary', thisMonth),
  row('whats my profit for last month?', 'sales_summary', lastMonth),
  row("what's my best selling product"),
  // What sold
  row('What sold this week?', 'sales_list', { period: 'this_week' }),
  row('what sold last week', 'sales_list', { period: 'last_week' }),
  row('what did i sell this month', 'sales_list', thisMonth),
  row('what did i sell last month?', 'sales_list', lastMonth),
  row('which items sold in november', 'sales_list', month('2026-11')),
  row('show me my sales this week', 'sales_list', { period: 'this_week' }),
  row('list sales last month', 'sales_list', lastMonth),
  row('recent sales', 'sales_list', thisMonth),
  row('what has sold this year', 'sales_list', { period: 'this_year' }),
  row('did anything sell this week', 'sales_list', { period: 'this_week' }),
  row('what items sold in oct', 'sales_list', month('2026-10')),
  row('what did i sell on ebay this week', 'sales_list', { period: 'this_week' }),
  row('waht sold today', 'sales_list', { period: 'today' }),
  // Losses
  row('Did I lose money on anything?', 'sales_list', { period: 'all_time', losing_only: true }),
  row('did i lose mony on anything', 'sales_list', { period: 'all_time', losing_only: true }),
  row('what lost money last month', 'sales_list', { ...lastMonth, losing_only: true }),
  row('which sales lost money', 'sales_list', { period: 'all_time', losing_only: true }),
  row('any losses this month?', 'sales_list', { ...thisMonth, losing_only: true }),
  row('show sales at a loss', 'sales_list', { period: 'all_time', losing_only: true }),
  row('what did i sell at a loss this year', 'sales_list', { period: 'this_year', losing_only: true }),
  // Oldest stock
  row("What's my oldest item?", 'oldest_items'),
  row('whats my oldest item', 'oldest_items'),
  row('What has been in stock the longest?', 'oldest_items'),
  row('oldest inventory', 'oldest_items'),
  row('what has been sitting the longest', 'oldest_items'),
  row('show me my slowest movers', 'oldest_items'),
  row('olderst items', 'oldest_items'),
  row('dead stock', 'oldest_items'),
  row('What has been in stock over 90 days?', 'stock_summary', { older_than_days: 90 }),
  row('items older than 60 days', 'stock_summary', { older_than_days: 60 }),
  row('show me everything over 120 days old', 'stock_summary', { older_than_days: 120 }),
  row('what have i had for more than 30 days', 'stock_summary', { older_than_days: 30 }),
  // Stock on hand
  row('How many items are in stock?', 'stock_summary'),
  row('how many items in stok', 'stock_summary'),
  row('stock on hand', 'stock_summary'),
  row('whats my inventory worth', 'stock_summary'),
  row('inventory value', 'stock_summary'),
  // Relist and reprice
  row('What should I relist?', 'relist_candidates'),
  row('what should i reprice', 'relist_candidates'),
  row("what isn't selling", 'relist_candidates'),
  row('what needs relisting', 'relist_candidates'),
  row('stale listings', 'relist_candidates'),
  row('what should i lower the price on', 'relist_candidates'),
  row('which items are not listed', 'relist_candidates'),
  row('what is listed for more than 60 days without selling', 'relist_candidates', { listed_over_days: 60 }),
  row('what can i list', 'relist_candidates'),
  row('which items havent sold in 60 days', 'relist_candidates', { listed_over_days: 60 }),
  // To ship
  row('What do I need to ship?', 'to_ship'),
  row('what needs to be shipped', 'to_ship'),
  row('whats left to ship', 'to_ship'),
  row("what haven't i shipped yet", 'to_ship'),
  row('unshipped orders', 'to_ship'),
  row('anything waiting to ship?', 'to_ship'),
  row('what needs shipping', 'to_ship'),
  row('what needs to go out today', 'to_ship'),
  row('anything to ship?', 'to_ship'),
  // Lots
  row('how did lot 12 do', 'lot_summary', { purchase_id: 12 }),
  row('how much did purchase #7 make', 'lot_summary', { purchase_id: 7 }),
  row('what did the lot from John earn', 'lot_summary', { seller_name: 'John' }),
  row('how is the lot from Goodwill doing', 'lot_summary', { seller_name: 'Goodwill' }),
  row('profit on the lot bought on 2026-11-02', 'lot_summary', { purchased_on: '2026-11-02' }),
  row('how did my last lot do', 'lot_summary'),
  row('what is left from purchase 3', 'lot_summary', { purchase_id: 3 }),
  row('how did my purchase from mike do', 'lot_summary', { seller_name: 'mike' }),
  // Where an item is
  row('Where is the Pixel 7?', 'find_items', { text: 'Pixel 7' }),
  row('wheres my iphone 12', 'find_items', { text: 'iphone 12' }),
  row('where is QC45-077342', 'find_items', { text: 'QC45-077342' }),
  row('Find F2LXK0', 'find_items', { text: 'F2LXK0' }),
  row('find serial F2LXK0', 'find_items', { serial_number: 'F2LXK0' }),
  row('Find tag T-12', 'find_items', { tag_number: 'T-12' }),
  row('do i have any switches', 'find_items', { text: 'switch' }),
  row('look up AirPods Pro', 'find_items', { text: 'AirPods Pro' }),
  row('search for ps5', 'find_items', { text: 'ps5' }),
  row('where did i put the airpods', 'find_items', { text: 'airpods' }),
  // Item and product stories
  row('Story of QC45-077342', 'item_story', { code: 'QC45-077342' }),
  row('what happened to F2LXK0', 'item_story', { code: 'F2LXK0' }),
  row('History of product Nintendo Switch', 'product_history', { product_name: 'Nintendo Switch' }),
  row('History of product Sold Out Sales Kit', 'product_history', { product_name: 'Sold Out Sales Kit' }),
  row('history of product Profit Maker 3000', 'product_history', { product_name: 'Profit Maker 3000' }),
  // Sales
  row('Sold the pixel 7 for $150 on ebay', 'create_sale', sale('pixel 7', '150.00', { platform_name: 'eBay' })),
  row('sold teh pixel 7 for 150 on ebay', 'create_sale', sale('pixel 7', '150.00', { platform_name: 'eBay' })),
  row('Sold QC45-077342 for 150 on eBay', 'create_sale', sale('QC45-077342', '150.00', { platform_name: 'eBay' })),
  row('Mark QC45-077342 sold for 150', 'create_sale', sale('QC45-077342', '150.00')),
  row(
    'sold my iPhone 12 for 300 on mercari, 18 dollars fees, shipping 5',
    'create_sale',
    sale('iPhone 12', '300.00', { platform_name: 'Mercari', cost_commission: '18.00', cost_shipping: '5.00' }),
  ),
  row(
    'sold the switch for $200 with $18 in fees and buyer paid 10 shipping',
    'create_sale',
    sale('switch', '200.00', { cost_commission: '18.00', revenue_shipping: '10.00' }),
  ),
  row(
    'sold pixel 7 on ebay for 150 fees 18',
    'create_sale',
    sale('pixel 7', '150.00', { platform_name: 'eBay', cost_commission: '18.00' }),
  ),
  row(
    'i sold the airpods to Mike for 90 yesterday',
    'create_sale',
    sale('airpods', '90.00', { buyer: 'Mike', sold_at: '2026-12-01' }),
  ),
  row(
    'sould QC45-077342 for 1,200 on facebook marketplace',
    'create_sale',
    sale('QC45-077342', '1200.00', { platform_name: 'Facebook Marketplace' }),
  ),
  row('just sold my ps5 for 400 on offerup', 'create_sale', sale('ps5', '400.00', { platform_name: 'OfferUp' })),
  row(
    'sold the xbox for 250 on ebay on 2026-11-30',
    'create_sale',
    sale('xbox', '250.00', { platform_name: 'eBay', sold_at: '2026-11-30' }),
  ),
  row('pixel 7 sold for 150 on ebay', 'create_sale', sale('pixel 7', '150.00', { platform_name: 'eBay' })),
  row(
    'sold the kindle for 45.50 on poshmark, shipping cost 7.25',
    'create_sale',
    sale('kindle', '45.50', { platform_name: 'Poshmark', cost_shipping: '7.25' }),
  ),
  row('sold 2 controllers for 40'),
  row('sold iphone 12 on ebay 300', 'create_sale', sale('iphone 12', '300.00', { platform_name: 'eBay' })),
  row(
    'I sold the Pixel 7 on eBay for $150 and paid $18.50 in fees',
    'create_sale',
    sale('Pixel 7', '150.00', { platform_name: 'eBay', cost_commission: '18.50' }),
  ),
  row(
    'sold QC45-077342 for $150 plus $12 shipping on ebay',
    'create_sale',
    sale('QC45-077342', '150.00', { platform_name: 'eBay', revenue_shipping: '12.00' }),
  ),
  row(
    'sold the switch for 200 on ebay. fees were 26.50 and shipping cost me 12',
    'create_sale',
    sale('switch', '200.00', { platform_name: 'eBay', cost_commission: '26.50', cost_shipping: '12.00' }),
  ),
  row('listed the kindle on ebay at 45', 'create_listing', {
    item_codes: ['kindle'],
    platform_name: 'eBay',
    price: '45.00',
  }),
  row('mark the ps5 as sold', 'update_item', { code: 'ps5', status: 'sold' }),
  row('Add expense $5.99 for poly mailers', 'create_expense', { amount: '5.99', description: 'Poly mailers' }),
  row('paid $3 parking at the flea market', 'create_expense', {
    amount: '3.00',
    description: 'Parking at the flea market',
  }),
  row('bought 2 ps4 controllers for 30 at goodwill', 'create_purchase', {
    subtotal: '30.00',
    notes: 'At goodwill',
    items: items(2, 'ps4 controller'),
  }),
  row('got a macbook for 400 off facebook', 'create_purchase', {
    subtotal: '400.00',
    notes: 'Off Facebook Marketplace',
    items: items(1, 'macbook'),
  }),
  row('remind me friday to mail the kindle', 'create_reminder', { title: 'Mail the kindle', due_at: '2026-12-04' }),
  row('sold it for 150'),
  // Listings
  row('Mark QC45-077342 listed on eBay at 129', 'create_listing', {
    item_codes: ['QC45-077342'],
    platform_name: 'eBay',
    price: '129.00',
  }),
  row('list the pixel 7 on ebay for 180', 'create_listing', {
    item_codes: ['pixel 7'],
    platform_name: 'eBay',
    price: '180.00',
  }),
  row('listed my iPhone 12 on mercari at $250', 'create_listing', {
    item_codes: ['iPhone 12'],
    platform_name: 'Mercari',
    price: '250.00',
  }),
  row('put the switch on fb marketplace for 220', 'create_listing', {
    item_codes: ['switch'],
    platform_name: 'Facebook Marketplace',
    price: '220.00',
  }),
  row('list QC45-077342 for 99 on ebay', 'create_listing', {
    item_codes: ['QC45-077342'],
    platform_name: 'eBay',
    price: '99.00',
  }),
  row('relist the kindle on poshmark for 40', 'create_listing', {
    item_codes: ['kindle'],
    platform_name: 'Poshmark',
    price: '40.00',
  }),
  // Item status and location
  row('Mark QC45-077342 shipped', 'update_item', { code: 'QC45-077342', status: 'shipped' }),
  row('mark the pixel 7 as shipped', 'update_item', { code: 'pixel 7', status: 'shipped' }),
  row('shipped my iPhone 12 today', 'update_item', { code: 'iPhone 12', status: 'shipped' }),
  row('i shiped the switch', 'update_item', { code: 'switch', status: 'shipped' }),
  row('mark F2LXK0 returned', 'update_item', { code: 'F2LXK0', status: 'returned' }),
  row('the airpods came back', 'update_item', { code: 'airpods', status: 'returned' }),
  row('write off the broken kindle', 'update_item', { code: 'broken kindle', status: 'written_off' }),
  row('mark QC45-077342 in stock', 'update_item', { code: 'QC45-077342', status: 'in_stock' }),
  row('Move QC45-077342 to Shelf B', 'update_item', { code: 'QC45-077342', location_name: 'Shelf B' }),
  row('put the pixel 7 in Bin 4', 'update_item', { code: 'pixel 7', location_name: 'Bin 4' }),
  // Purchases
  row('bought 3 iPhones for 600 from John', 'create_purchase', {
    subtotal: '600.00',
    notes: 'From John',
    items: items(3, 'iPhone'),
  }),
  row('bought a lot of 5 controllers for $40 at a garage sale', 'create_purchase', {
    subtotal: '40.00',
    notes: 'At a garage sale',
    items: items(5, 'controller'),
  }),
  row('bought an iphone 12 for 250', 'create_purchase', { subtotal: '250.00', items: items(1, 'iphone 12') }),
  row('bougth 2 switches for $300 on ebay', 'create_purchase', {
    subtotal: '300.00',
    notes: 'On eBay',
    items: items(2, 'switch'),
  }),
  row('picked up 4 airpods for 120 at goodwill yesterday', 'create_purchase', {
    subtotal: '120.00',
    notes: 'At goodwill',
    purchased_at: '2026-12-01',
    items: items(4, 'airpod'),
  }),
  row('purchased a Pixel 7 for 200 from Mike', 'create_purchase', {
    subtotal: '200.00',
    notes: 'From Mike',
    items: items(1, 'Pixel 7'),
  }),
  row('add a purchase of 10 games for 25', 'create_purchase', { subtotal: '25.00', items: items(10, 'game') }),
  row('bought a bundle of three kindles for 90 from Sarah', 'create_purchase', {
    subtotal: '90.00',
    notes: 'From Sarah',
    items: items(3, 'kindle'),
  }),
  // Expenses
  row('Add an expense of $12 for packing tape today', 'create_expense', {
    amount: '12.00',
    description: 'Packing tape',
    occurred_at: '2026-12-02',
  }),
  row('Spent 12.50 on bubble wrap', 'create_expense', { amount: '12.50', description: 'Bubble wrap' }),
  row('spent $30 on shipping supplies yesterday', 'create_expense', {
    amount: '30.00',
    description: 'Shipping supplies',
    occurred_at: '2026-12-01',
  }),
  row('paid 9.99 for label printer paper on 2026-11-30', 'create_expense', {
    amount: '9.99',
    description: 'Label printer paper',
    occurred_at: '2026-11-30',
  }),
  row('expense 15 boxes', 'create_expense', { amount: '15.00', description: 'Boxes' }),
  row('add expense 7.50 for gas', 'create_expense', { amount: '7.50', description: 'Gas' }),
  row('bought packing tape for 8', 'create_expense', { amount: '8.00', description: 'Packing tape' }),
  row('log an expense of 20 for storage unit last friday', 'create_expense', {
    amount: '20.00',
    description: 'Storage unit',
    occurred_at: '2026-11-27',
  }),
  row('i paid 45 for a shelf', 'create_expense', { amount: '45.00', description: 'Shelf' }),
  // Reminders
  row('remind me to ship the Switch tomorrow', 'create_reminder', { title: 'Ship the Switch', due_at: '2026-12-03' }),
  row('Remind me to relist the kindle on friday', 'create_reminder', {
    title: 'Relist the kindle',
    due_at: '2026-12-04',
  }),
  row('remind me tomorrow to call John', 'create_reminder', { title: 'Call John', due_at: '2026-12-03' }),
  row('add a reminder to order boxes next week', 'create_reminder', { title: 'Order boxes', due_at: '2026-12-09' }),
  row('remidn me to post the ps5 in 3 days', 'create_reminder', { title: 'Post the ps5', due_at: '2026-12-05' }),
  row('set a reminder to check the garage sale on 2026-12-12', 'create_reminder', {
    title: 'Check the garage sale',
    due_at: '2026-12-12',
  }),
  // Not understood yet
  row('Write me a poem about eBay fees'),
  row('what should i buy next'),
  row('hello'),
  row('compare ebay and mercari fees'),
  row('undo that'),
];

/** Whether the assistant's reading of a row is the expected one: the same tool and every expected argument. */
export function isUnderstood(
  row: RequestRow,
  intent: { tool: string; arguments: Record<string, unknown> } | undefined,
) {
  if (!row.expected || !intent || intent.tool !== row.expected.tool) return false;
  return Object.entries(row.expected.arguments).every(([key, value]) =>
    isDeepStrictEqual(intent.arguments[key], value),
  );
}
