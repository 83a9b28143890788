import { csvCellText } from './csv.ts';
import { INVENTORY_STATUSES, type InventoryStatus } from './resources/inventory.ts';
import { TRANSACTION_TYPES, type TransactionType } from './resources/ledger.ts';
import { LISTING_STATUSES, type ListingStatus } from './resources/listings.ts';
import { ID_MAX, textProblem } from './storable.ts';
import { isFutureDate, readDate, readMoney, type DateOrder } from './import-values.ts';

/**
 * What an import writes: the inventory (items with their products), the product catalogue, listings, the sales history
 * and the money that is neither (expenses, income, payouts, fees, mileage).
 */
export const IMPORT_KINDS = ['inventory-items', 'products', 'listings', 'sales', 'transactions'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_NAMES: Record<ImportKind, string> = {
  'inventory-items': 'Inventory items',
  products: 'Products',
  listings: 'Listings',
  sales: 'Sales',
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
export type ImportFieldType = 'text' | 'money' | 'date' | 'choice' | 'name' | 'id';
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

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  'inventory-items': [
    FLIPSTACK_ID,
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
      aliases: ['price', 'list price', 'listing price', 'listed at', 'asking price', 'sale price'],
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
  ],
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
  ],
};

/** Field key → the header of the column that fills it, or null for none. */
export type ImportMapping = Record<string, string | null>;

/**
 * Ready-made mappings: the columns of the exports of common reseller tools and of our own exports
 * (the /v2 lists' Export CSV and the inventory screen's). A file whose headers hold every column of a
 * preset is mapped by it; other headers fall back to the fields' names and aliases.
 */
export type ImportPreset = { id: string; name: string; kind: ImportKind; columns: Record<string, string> };
export const IMPORT_PRESETS: readonly ImportPreset[] = [
  {
    id: 'flipstack-inventory',
    name: 'Flipstack export',
    kind: 'inventory-items',
    columns: {
      id: 'id',
      product_id: 'product_id',
      serial_number: 'serial_number',
      tag_number: 'tag_number',
      condition: 'condition',
      cost: 'cost',
      listed_price: 'listed_price',
      location_id: 'location_id',
      status: 'status',
      received_at: 'received_at',
      notes: 'notes',
    },
  },
  {
    id: 'flipstack-inventory-screen',
    name: 'Flipstack inventory screen export',
    kind: 'inventory-items',
    columns: {
      id: 'id',
      product: 'product',
      sku: 'sku',
      brand: 'brand',
      category: 'category',
      serial_number: 'serial_number',
      tag_number: 'tag_number',
      condition: 'condition',
      status: 'status',
      location: 'location',
      cost: 'cost',
      listed_price: 'listed_price',
    },
  },
  {
    id: 'flipstack-products',
    name: 'Flipstack export',
    kind: 'products',
    columns: {
      id: 'id',
      name: 'name',
      brand_id: 'brand_id',
      category_id: 'category_id',
      sku: 'sku',
      mpn: 'mpn',
      upc: 'upc',
      description: 'description',
      msrp: 'msrp',
      image_url: 'image_url',
    },
  },
  {
    id: 'flipstack-listings',
    name: 'Flipstack export',
    kind: 'listings',
    columns: {
      id: 'id',
      platform_id: 'platform_id',
      title: 'title',
      price: 'price',
      url: 'url',
      external_id: 'external_id',
      status: 'status',
      listed_at: 'listed_at',
      ended_at: 'ended_at',
    },
  },
  {
    id: 'flipstack-sales',
    name: 'Flipstack export',
    kind: 'sales',
    columns: {
      id: 'id',
      platform_id: 'platform_id',
      sold_at: 'sold_at',
      buyer: 'buyer',
      order_number: 'order_number',
      revenue_subtotal: 'revenue_subtotal',
      revenue_shipping: 'revenue_shipping',
      revenue_taxes: 'revenue_taxes',
      revenue_other: 'revenue_other',
      cost_shipping: 'cost_shipping',
      cost_commission: 'cost_commission',
      cost_payment: 'cost_payment',
      cost_other: 'cost_other',
      tracking_number: 'tracking_number',
      shipped_at: 'shipped_at',
      notes: 'notes',
    },
  },
  {
    id: 'flipstack-transactions',
    name: 'Flipstack export',
    kind: 'transactions',
    columns: { id: 'id', type: 'type', occurred_at: 'occurred_at', amount: 'amount', description: 'description' },
  },
  {
    id: 'vendoo',
    name: 'Vendoo export',
    kind: 'inventory-items',
    columns: {
      product: 'Title',
      brand: 'Brand',
      category: 'Category',
      sku: 'SKU',
      condition: 'Condition',
      listed_price: 'Price',
      cost: 'Cost of Goods',
      status: 'Status',
      notes: 'Internal Notes',
    },
  },
  {
    id: 'list-perfectly',
    name: 'List Perfectly export',
    kind: 'inventory-items',
    columns: {
      product: 'Title',
      brand: 'Brand',
      sku: 'SKU',
      condition: 'Condition',
      listed_price: 'Price',
      cost: 'Cost',
      notes: 'Notes',
    },
  },
  {
    id: 'flipwise',
    name: 'Flipwise export',
    kind: 'inventory-items',
    columns: {
      product: 'Item Name',
      sku: 'SKU',
      cost: 'Purchase Price',
      received_at: 'Purchase Date',
      listed_price: 'List Price',
      location: 'Storage Location',
      notes: 'Notes',
    },
  },
  {
    id: 'my-reseller-genie',
    name: 'My Reseller Genie export',
    kind: 'inventory-items',
    columns: {
      product: 'Item Title',
      sku: 'SKU',
      brand: 'Brand',
      category: 'Category',
      cost: 'Purchase Price',
      received_at: 'Purchase Date',
      location: 'Location',
      notes: 'Notes',
    },
  },
];

/** "Cost of Goods" → "costofgoods": headers compared without case, spaces, punctuation or a BOM. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The preset whose every column is among the headers (the most specific one first), or null. */
export function matchPreset(kind: ImportKind, headers: readonly string[]): ImportPreset | null {
  const present = new Set(headers.map(headerKey));
  const fitting = IMPORT_PRESETS.filter(
    (preset) => preset.kind === kind && Object.values(preset.columns).every((column) => present.has(headerKey(column))),
  );
  fitting.sort((a, b) => Object.keys(b.columns).length - Object.keys(a.columns).length);
  return fitting[0] ?? null;
}

/** Each field mapped to the header a preset names, else the header spelling its key, label or an alias. */
export function autoMap(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const byKey = new Map(headers.map((header) => [headerKey(header), header]));
  const preset = matchPreset(kind, headers);
  const used = new Set<string>();
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const names = preset ? [preset.columns[field.key]] : [field.key, field.label, ...field.aliases];
    const header = names
      .filter((name): name is string => name !== undefined)
      .map((name) => byKey.get(headerKey(name)))
      .find((found) => found !== undefined && !used.has(found));
    mapping[field.key] = header ?? null;
    if (header) used.add(header);
  }
  return mapping;
}

/** One problem of one row: its line in the file (the header is line 1), the field and the reason. */
export type ImportRowError = {
  line: number;
  field: string | null;
  message: string;
  header?: string;
  cell?: string;
};

/** A row's values by mapped field: text trimmed, money "1234.50", dates ISO, statuses, ids as numbers; null when empty. */
export type ImportValues = Record<string, string | number | null>;

/** The value a choice cell stands for: one of the choices (spelled any way) or a word for one. */
function readChoice(field: ImportField, cell: string): string | null {
  const key = headerKey(cell);
  return field.choices?.find((value) => headerKey(value) === key) ?? field.words?.[key] ?? null;
}

/**
 * A record of the file (header → cell) read through the mapping into field values, with every problem a
 * cell has by itself. Checks that need the database (unknown product, duplicate serial) come after.
 */
export function readImportRow(
  kind: ImportKind,
  mapping: ImportMapping,
  record: Record<string, string>,
  options: { dateOrder?: DateOrder; now?: Date } = {},
): { values: ImportValues; errors: { field: string; message: string }[] } {
  const values: ImportValues = {};
  const errors: { field: string; message: string }[] = [];
  for (const field of IMPORT_FIELDS[kind]) {
    const header = mapping[field.key];
    // An unmapped field is left out, so that updating a record leaves it as it is.
    if (!header) continue;
    const cell = csvCellText((record[header] ?? '').trim());
    if (cell === '') {
      values[field.key] = null;
      continue;
    }
    const fail = (message: string) => errors.push({ field: field.key, message: `${field.label}: ${message}` });
    const problem = textProblem(cell);
    if (problem) {
      fail(problem);
      continue;
    }
    switch (field.type) {
      case 'money': {
        const money = readMoney(cell);
        if (money.error !== undefined) fail(money.error);
        else if (money.value.startsWith('-') && !field.signed) fail(`'${cell}' is below 0`);
        else values[field.key] = money.value;
        break;
      }
      case 'date': {
        const date = readDate(cell, options.dateOrder);
        if (date.error !== undefined) fail(date.error);
        else if (isFutureDate(date.value, options.now)) fail(`${date.value.slice(0, 10)} is in the future`);
        else values[field.key] = date.value;
        break;
      }
      case 'choice': {
        const chosen = readChoice(field, cell);
        if (chosen) values[field.key] = chosen;
        else fail(`'${cell}' is no ${field.label.toLowerCase()} (use one of ${field.choices!.join(', ')})`);
        break;
      }
      case 'id': {
        const id = /^\d+$/.test(cell) ? Number(cell) : NaN;
        if (id >= 1 && id <= ID_MAX) values[field.key] = id;
        else fail(`'${cell}' is no id`);
        break;
      }
      default:
        if (field.max !== undefined && cell.length > field.max) fail(`use at most ${field.max} characters`);
        else values[field.key] = cell;
    }
  }
  return { values, errors };
}
