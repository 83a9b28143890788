import { INVENTORY_STATUSES, type InventoryStatus } from './resources/inventory.ts';
import { TRANSACTION_TYPES, type TransactionType } from './resources/ledger.ts';
import { LISTING_STATUSES, type ListingStatus } from './resources/listings.ts';
import { MARKETPLACE_SALE_FIELDS } from './import-marketplace-fields.ts';

/**
 * What an import writes: the inventory (items with their products), purchases with the items they bought (a row
 * an item, rows of one order number one purchase), the product catalogue, listings, the sales history and the
 * money that is neither (expenses, income, payouts, fees, mileage).
 */
export const IMPORT_KINDS = [
  'inventory-items',
  'purchases',
  'products',
  'listings',
  'sales',
  'marketplace-sales',
  'transactions',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_NAMES: Record<ImportKind, string> = {
  'inventory-items': 'Inventory items',
  purchases: 'Purchases with items',
  products: 'Products',
  listings: 'Listings',
  sales: 'Sales',
  'marketplace-sales': 'Marketplace sales report',
  transactions: 'Expenses and other money',
};

/** A sale or listing row names its items by serial or tag number, several separated by ; or , */
export function itemCodes(cell: string | number | null | undefined): string[] {
  if (cell === null || cell === undefined) return [];
  return [
    ...new Set(
      String(cell)
        .split(/[;,]/)
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * A column's meaning. `name` fields name another record (a product, brand, category, location, platform) that
 * is matched by name in the team or created; `id` fields are Flipstack ids, as our own exports write them.
 */
/** `count`: a whole number of units, 0 to IMPORT_UNITS_MAX. */
export type ImportFieldType = 'text' | 'money' | 'date' | 'choice' | 'name' | 'id' | 'count';

/** Units one row of an inventory file may stand for (its quantity): each becomes an item of its own. */
export const IMPORT_UNITS_MAX = 100;
export type ImportField = {
  key: string;
  label: string;
  type: ImportFieldType;
  /** Money that may be below 0 (an adjustment such as a partial refund). */
  signed?: boolean;
  /** A choice's values, and the words other tools write for them (compared as headers are). */
  choices?: readonly string[];
  words?: Record<string, string>;
  /** Longest text the record keeps. */
  max?: number;
  /** Other headers that mean this field (compared without case, spaces or punctuation). */
  aliases: readonly string[];
  /** Every row needs a value: why, as the row's error says it. */
  required?: string;
};

const text = (key: string, label: string, max: number, aliases: string[]): ImportField => ({
  key,
  label,
  type: 'text',
  max,
  aliases,
});

const money = (key: string, label: string, aliases: string[], signed = false): ImportField => ({
  key,
  label,
  type: 'money',
  aliases,
  ...(signed ? { signed } : {}),
});

/** Words other tools write for our inventory statuses. */
const INVENTORY_STATUS_WORDS: Record<string, InventoryStatus> = {
  active: 'listed',
  draft: 'in_stock',
  unlisted: 'in_stock',
  instock: 'in_stock',
  available: 'in_stock',
  intransit: 'in_transit',
  ordered: 'in_transit',
  delisted: 'in_stock',
  ended: 'in_stock',
  inactive: 'in_stock',
  expired: 'in_stock',
  notlisted: 'in_stock',
  listed: 'listed',
  live: 'listed',
  forsale: 'listed',
  completed: 'sold',
  soldout: 'sold',
  writtenoff: 'written_off',
  donated: 'written_off',
};

/** Words spreadsheets use for the kinds of money a transaction is. */
const TRANSACTION_WORDS: Record<string, TransactionType> = {
  expenses: 'expense',
  cost: 'expense',
  supplies: 'expense',
  purchase: 'expense',
  spend: 'expense',
  revenue: 'income',
  earnings: 'income',
  deposit: 'payout',
  withdrawal: 'payout',
  transfer: 'payout',
  fees: 'fee',
  miles: 'mileage',
  mile: 'mileage',
  refunded: 'refund',
};

/** Words other tools write for listing states. */
const LISTING_STATUS_WORDS: Record<string, ListingStatus> = {
  live: 'active',
  listed: 'active',
  published: 'active',
  inactive: 'ended',
  unsold: 'ended',
  expired: 'ended',
  delisted: 'ended',
  closed: 'ended',
  completed: 'sold',
  unpublished: 'draft',
};

const choice = (
  key: string,
  label: string,
  choices: readonly string[],
  words: Record<string, string>,
  aliases: string[],
): ImportField => ({ key, label, type: 'choice', choices, words, aliases });

const PLATFORM: ImportField = {
  key: 'platform',
  label: 'Platform',
  type: 'name',
  max: 120,
  aliases: ['marketplace', 'sold on', 'listed on', 'channel', 'platform name', 'site', 'venue'],
};
const PLATFORM_ID: ImportField = { key: 'platform_id', label: 'Platform id', type: 'id', aliases: [] };
/** The items of a sale or listing, by serial or tag number. */
const itemCodesField = (label: string) =>
  text('items', label, 2000, [
    'serial',
    'serial number',
    'serial numbers',
    'tag',
    'tag number',
    'tag numbers',
    'item serial',
    'imei',
  ]);

const FLIPSTACK_ID: ImportField = { key: 'id', label: 'Flipstack id', type: 'id', aliases: ['flipstack id'] };
const BRAND: ImportField = {
  key: 'brand',
  label: 'Brand',
  type: 'name',
  max: 120,
  aliases: ['brand name', 'make', 'manufacturer'],
};
const CATEGORY: ImportField = {
  key: 'category',
  label: 'Category',
  type: 'name',
  max: 120,
  aliases: ['category name', 'product type', 'type'],
};

/** An item's fields, whether the inventory or a purchase's rows bring it. */
const ITEM_FIELDS: readonly ImportField[] = [
  {
    key: 'product',
    label: 'Product',
    type: 'name',
    max: 200,
    aliases: ['product name', 'title', 'item title', 'item name', 'name', 'item', 'description'],
  },
  { key: 'product_id', label: 'Product id', type: 'id', aliases: [] },
  text('sku', 'Product SKU', 80, ['product sku', 'sku number', 'custom label', 'custom label sku']),
  BRAND,
  CATEGORY,
  text('serial_number', 'Serial number', 100, ['serial', 'serial no', 's/n', 'sn', 'imei']),
  text('tag_number', 'Tag number', 100, ['tag', 'tag no', 'label', 'stock number', 'inventory number']),
  text('condition', 'Condition', 60, ['item condition', 'grade']),
  {
    key: 'cost',
    label: 'Cost',
    type: 'money',
    aliases: [
      'cost of goods',
      'cogs',
      'purchase price',
      'item cost',
      'unit cost',
      'price paid',
      'cost price',
      'buy price',
    ],
  },
  {
    key: 'listed_price',
    label: 'Listed price',
    type: 'money',
    aliases: ['price', 'list price', 'listing price', 'listed at', 'asking price', 'listed price'],
  },
  {
    key: 'location',
    label: 'Location',
    type: 'name',
    max: 120,
    aliases: ['storage location', 'bin', 'shelf', 'warehouse location'],
  },
  { key: 'location_id', label: 'Location id', type: 'id', aliases: [] },
  choice('status', 'Status', INVENTORY_STATUSES, INVENTORY_STATUS_WORDS, ['item status', 'inventory status']),
  {
    key: 'received_at',
    label: 'Received',
    type: 'date',
    aliases: [
      'received',
      'date received',
      'received date',
      'purchase date',
      'date purchased',
      'acquired',
      'acquired date',
      'sourced date',
    ],
  },
  text('notes', 'Notes', 5000, ['note', 'internal notes', 'comments', 'memo']),
];

/** A purchase's rows are its items; these fields are the purchase's, read from the first row that gives them. */
const PURCHASE_FIELDS: readonly ImportField[] = [
  {
    ...text('order_number', 'Order number', 100, [
      'order',
      'order no',
      'order #',
      'order id',
      'purchase',
      'purchase number',
      'purchase order',
      'po',
      'po number',
      'invoice',
      'invoice number',
      'receipt',
      'receipt number',
      'lot',
    ]),
    required: 'every row needs one (rows with the same number are one purchase)',
  },
  {
    key: 'purchased_at',
    label: 'Purchased',
    type: 'date',
    aliases: ['purchase date', 'date purchased', 'bought', 'date bought', 'order date', 'date', 'sourced date'],
  },
  {
    key: 'seller',
    label: 'Seller',
    type: 'name',
    max: 200,
    aliases: ['seller name', 'bought from', 'source', 'vendor', 'supplier', 'store', 'shop', 'sourced from'],
  },
  { ...PLATFORM, label: 'Bought on', aliases: ['marketplace', 'bought on', 'purchased on', 'site', 'channel'] },
  money('shipping', 'Purchase shipping', ['shipping', 'shipping cost', 'postage', 'inbound shipping', 'delivery']),
  money('taxes', 'Purchase taxes', ['tax', 'taxes', 'sales tax', 'vat']),
  money('other_costs', 'Other purchase costs', ['fees', 'buyer fees', 'buyer premium', 'other costs', 'handling']),
];

/**
 * What an inventory file says of an item's past besides the item: when it was bought, where and when it was
 * listed, and its sale. A row with these becomes a purchase, its items, a listing and a sale, as the screens
 * would make them, so days in stock, days to sell and profit by month are those of the file.
 */
const HISTORY_FIELDS: readonly ImportField[] = [
  { key: 'quantity', label: 'Quantity', type: 'count', aliases: ['qty', 'units', 'quantity available', 'count'] },
  {
    key: 'purchased_at',
    label: 'Purchased',
    type: 'date',
    aliases: ['purchase date', 'date purchased', 'bought', 'date bought', 'sourced date', 'acquired', 'acquired date'],
  },
  {
    ...PLATFORM,
    key: 'listing_platform',
    label: 'Listed on',
    aliases: ['listed on', 'marketplace', 'marketplaces', 'platform', 'platforms', 'channel', 'listing platform'],
  },
  {
    key: 'listed_at',
    label: 'Listed',
    type: 'date',
    aliases: ['listed', 'date listed', 'listed date', 'listing date', 'list date'],
  },
  {
    key: 'sold_at',
    label: 'Sold',
    type: 'date',
    aliases: ['sold', 'date sold', 'sold date', 'sale date', 'sold on date'],
  },
  money('sold_price', 'Sold price', ['sold price', 'price sold', 'sold for', 'sale price', 'selling price']),
  {
    ...PLATFORM,
    key: 'sold_platform',
    label: 'Sold on',
    aliases: ['sold on', 'sold platform', 'marketplace sold', 'sold marketplace', 'platform sold', 'sold via'],
  },
  money('sold_shipping', 'Shipping charged', [
    'shipping charged',
    'shipping paid',
    'buyer shipping',
    'shipping collected',
    'shipping income',
  ]),
  money('sale_shipping_cost', 'Shipping cost', [
    'shipping cost',
    'shipping expense',
    'shipping expenses',
    'label cost',
    'postage',
    'shipping label',
  ]),
  money('sale_fees', 'Selling fees', [
    'fees',
    'selling fees',
    'platform fees',
    'marketplace fees',
    'transaction fees',
    'sale fees',
  ]),
];

/** An item's own "received" keeps its words; "purchase date" is its purchase's. */
const RECEIVED_ONLY = (field: ImportField): ImportField =>
  field.key === 'received_at'
    ? { ...field, aliases: ['received', 'date received', 'received date', 'arrived', 'delivered'] }
    : field;

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  'inventory-items': [FLIPSTACK_ID, ...ITEM_FIELDS.map(RECEIVED_ONLY), ...HISTORY_FIELDS],
  purchases: [FLIPSTACK_ID, ...PURCHASE_FIELDS, ...ITEM_FIELDS.map(RECEIVED_ONLY)],
  products: [
    FLIPSTACK_ID,
    text('name', 'Name', 200, ['product', 'product name', 'title', 'item title', 'item name']),
    BRAND,
    { key: 'brand_id', label: 'Brand id', type: 'id', aliases: [] },
    CATEGORY,
    { key: 'category_id', label: 'Category id', type: 'id', aliases: [] },
    text('sku', 'SKU', 80, ['product sku', 'custom label']),
    text('mpn', 'MPN', 80, ['model', 'model number', 'part number', 'manufacturer part number']),
    text('upc', 'UPC', 20, ['barcode', 'ean', 'gtin', 'isbn']),
    text('description', 'Description', 5000, ['details', 'body']),
    { key: 'msrp', label: 'MSRP', type: 'money', aliases: ['retail price', 'rrp', 'list price'] },
    text('image_url', 'Image URL', 1000, ['image', 'photo', 'photo url', 'image link', 'picture url']),
  ],
  listings: [
    FLIPSTACK_ID,
    text('title', 'Title', 200, ['listing title', 'item title', 'name', 'item name', 'product']),
    PLATFORM,
    PLATFORM_ID,
    money('price', 'Price', ['listing price', 'list price', 'listed price', 'asking price', 'current price']),
    text('external_id', 'Listing id', 100, [
      'item id',
      'item number',
      'ebay item number',
      'ebay item id',
      'listing number',
      'external id',
    ]),
    text('url', 'Listing URL', 1000, ['url', 'link', 'listing link', 'item url', 'view item url']),
    choice('status', 'Status', LISTING_STATUSES, LISTING_STATUS_WORDS, ['listing status', 'state']),
    {
      key: 'listed_at',
      label: 'Listed',
      type: 'date',
      aliases: ['listed', 'listed date', 'date listed', 'start date', 'listing date'],
    },
    { key: 'ended_at', label: 'Ended', type: 'date', aliases: ['ended', 'end date', 'date ended', 'ended date'] },
    itemCodesField('Items listed'),
  ],
  sales: [
    FLIPSTACK_ID,
    {
      key: 'sold_at',
      label: 'Sold',
      type: 'date',
      aliases: ['sold', 'sold date', 'date sold', 'sale date', 'order date', 'date', 'sold on date'],
    },
    text('order_number', 'Order number', 100, [
      'order',
      'order id',
      'order no',
      'order #',
      'sales record number',
      'record number',
    ]),
    PLATFORM,
    PLATFORM_ID,
    text('buyer', 'Buyer', 200, ['buyer name', 'buyer username', 'customer', 'customer name', 'sold to']),
    itemCodesField('Items sold'),
    money('revenue_subtotal', 'Sale price', [
      'sold price',
      'price sold',
      'sold for',
      'item price',
      'subtotal',
      'sale amount',
      'selling price',
      'revenue',
    ]),
    money('revenue_shipping', 'Shipping charged', [
      'shipping paid',
      'shipping income',
      'shipping collected',
      'buyer shipping',
      'shipping charged to buyer',
    ]),
    money('revenue_taxes', 'Sales tax', ['tax', 'taxes', 'tax collected', 'sales tax collected']),
    money('revenue_other', 'Other revenue', ['other income', 'adjustments', 'refunds'], true),
    money('cost_commission', 'Platform fees', [
      'fees',
      'marketplace fees',
      'selling fees',
      'final value fee',
      'commission',
      'transaction fees',
    ]),
    money('cost_payment', 'Payment fees', ['payment processing', 'processing fees', 'paypal fees']),
    money('cost_shipping', 'Shipping cost', [
      'postage',
      'label cost',
      'shipping label',
      'postage cost',
      'actual shipping',
    ]),
    money('cost_other', 'Other costs', ['other fees', 'ad fees', 'promoted fees', 'expenses'], true),
    text('tracking_number', 'Tracking number', 100, ['tracking', 'tracking no', 'tracking id']),
    {
      key: 'shipped_at',
      label: 'Shipped',
      type: 'date',
      aliases: ['shipped', 'ship date', 'shipped date', 'date shipped'],
    },
    text('notes', 'Notes', 5000, ['note', 'comments', 'memo']),
  ],
  'marketplace-sales': MARKETPLACE_SALE_FIELDS,
  transactions: [
    FLIPSTACK_ID,
    {
      key: 'occurred_at',
      label: 'Date',
      type: 'date',
      aliases: ['occurred', 'occurred at', 'transaction date', 'expense date', 'paid on', 'date paid', 'when'],
    },
    choice('type', 'Type', TRANSACTION_TYPES, TRANSACTION_WORDS, ['kind', 'transaction type', 'expense type']),
    money('amount', 'Amount', ['total', 'cost', 'price', 'value', 'amount paid', 'sum']),
    text('description', 'Description', 500, ['details', 'memo', 'note', 'notes', 'item', 'what', 'payee', 'vendor']),
    // The expense's category: its Schedule C line and the profit and loss report's expense lines follow it.
    text('category', 'Category', 80, ['expense category', 'account', 'expense account', 'class', 'tax category']),
  ],
};
