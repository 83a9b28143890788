import { IMPORT_FIELDS, type ImportKind } from './import-fields.ts';
import { REPORT_PRESETS } from './import-report-presets.ts';

/** Field key → the header of the column that fills it, or null for none. */
export type ImportMapping = Record<string, string | null>;

/**
 * Ready-made mappings: the columns of the exports of common reseller tools and of our own exports
 * (the /v2 lists' Export CSV and the inventory screen's). A file is taken for a preset's source when its
 * headers hold one of the preset's fingerprints (without one: every column of the preset); of several, the
 * preset with most of its columns in the file wins. Fields the preset does not name, or whose column the file
 * lacks, fall back to the fields' names and aliases.
 */
export type ImportPreset = {
  id: string;
  name: string;
  kind: ImportKind;
  columns: Record<string, string>;
  /** Sets of headers that together say the file comes from this source. */
  fingerprints?: readonly (readonly string[])[];
  /** The source's own id of a row (its SKU): the default "same record" key. */
  key?: string;
  /** A sales report's marketplace: its sales go on the team's platform of this name. */
  marketplace?: string;
};
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
    columns: {
      id: 'id',
      type: 'type',
      occurred_at: 'occurred_at',
      amount: 'amount',
      description: 'description',
      category: 'category',
    },
  },
  // The columns of the other tools' exports are as far as their help pages and users' samples show them;
  // docs/decisions.md names the ones guessed. Each is told apart by its fingerprint: headers only it writes.
  {
    id: 'vendoo',
    name: 'Vendoo export',
    kind: 'inventory-items',
    fingerprints: [
      ['Title', 'Cost of Goods'],
      ['Title', 'Date Listed', 'Date Sold'],
    ],
    key: 'SKU',
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
      quantity: 'Quantity',
      listed_at: 'Date Listed',
      sold_at: 'Date Sold',
      sold_price: 'Sold Price',
      listing_platform: 'Marketplaces',
      sold_platform: 'Marketplace Sold',
      sale_fees: 'Marketplace Fees',
      sale_shipping_cost: 'Shipping Expense',
    },
  },
  {
    id: 'list-perfectly',
    name: 'List Perfectly export',
    kind: 'inventory-items',
    fingerprints: [['Title', 'Cost', 'Price', 'Notes']],
    key: 'SKU',
    columns: {
      product: 'Title',
      brand: 'Brand',
      sku: 'SKU',
      condition: 'Condition',
      listed_price: 'Price',
      cost: 'Cost',
      notes: 'Notes',
      quantity: 'Quantity',
      listing_platform: 'Platforms',
      sold_at: 'Sold Date',
      sold_price: 'Sold Price',
      sold_platform: 'Sold Platform',
    },
  },
  {
    id: 'flipwise',
    name: 'Flipwise export',
    kind: 'inventory-items',
    fingerprints: [['Item Name', 'Purchase Price', 'List Price']],
    key: 'SKU',
    columns: {
      product: 'Item Name',
      sku: 'SKU',
      cost: 'Purchase Price',
      purchased_at: 'Purchase Date',
      listed_price: 'List Price',
      location: 'Storage Location',
      notes: 'Notes',
      quantity: 'Quantity',
      status: 'Status',
      listing_platform: 'Platform',
      listed_at: 'Listed Date',
      sold_at: 'Sold Date',
      sold_price: 'Sold Price',
      sale_fees: 'Fees',
      sale_shipping_cost: 'Shipping Cost',
    },
  },
  {
    id: 'my-reseller-genie',
    name: 'My Reseller Genie export',
    kind: 'inventory-items',
    fingerprints: [['Item Title', 'Purchase Price', 'Purchase Date']],
    key: 'SKU',
    columns: {
      product: 'Item Title',
      sku: 'SKU',
      brand: 'Brand',
      category: 'Category',
      cost: 'Purchase Price',
      purchased_at: 'Purchase Date',
      location: 'Location',
      notes: 'Notes',
      quantity: 'Quantity',
      sold_at: 'Sale Date',
      sold_price: 'Sale Price',
      sold_platform: 'Sale Platform',
      sold_shipping: 'Shipping Charged',
      sale_shipping_cost: 'Shipping Cost',
      sale_fees: 'Platform Fees',
    },
  },
  ...REPORT_PRESETS,
];

/** "Cost of Goods" → "costofgoods": headers compared without case, spaces, punctuation or a BOM. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The preset whose fingerprint the headers hold (of several, the one with most of its columns present), or null. */
export function matchPreset(kind: ImportKind, headers: readonly string[]): ImportPreset | null {
  const present = new Set(headers.map(headerKey));
  const has = (columns: readonly string[]) => columns.every((column) => present.has(headerKey(column)));
  const found = (preset: ImportPreset) =>
    Object.values(preset.columns).filter((column) => present.has(headerKey(column)));
  const fitting = IMPORT_PRESETS.filter(
    (preset) =>
      preset.kind === kind && (preset.fingerprints ?? [Object.values(preset.columns)]).some((columns) => has(columns)),
  );
  fitting.sort((a, b) => found(b).length - found(a).length || found(a).length - Object.keys(a.columns).length);
  return fitting[0] ?? null;
}

/** A marketplace's sales report, told by its fingerprint whatever kind was chosen: it is never an inventory file. */
export const matchReport = (headers: readonly string[]) => matchPreset('marketplace-sales', headers);

/** The header of the source's own id of a row (a preset's key, else a SKU column), when the file has one. */
export function sourceKeyHeader(kind: ImportKind, headers: readonly string[]): string | null {
  const byKey = new Map(headers.map((header) => [headerKey(header), header]));
  const preset = matchPreset(kind, headers);
  return (preset?.key && byKey.get(headerKey(preset.key))) || byKey.get('sku') || null;
}

/**
 * Each field mapped to the header a preset names, else (for the other tools' exports, which vary by version and
 * settings) the header spelling its key, label or an alias. Our own exports are mapped by their preset only.
 */
export function autoMap(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const byKey = new Map(headers.map((header) => [headerKey(header), header]));
  const preset = matchPreset(kind, headers);
  const used = new Set<string>();
  const mapping: ImportMapping = {};
  const take = (field: string, names: readonly (string | undefined)[]) => {
    const header = names
      .filter((name): name is string => name !== undefined)
      .map((name) => byKey.get(headerKey(name)))
      .find((found) => found !== undefined && !used.has(found));
    mapping[field] = header ?? null;
    if (header) used.add(header);
  };
  for (const field of IMPORT_FIELDS[kind]) take(field.key, [preset?.columns[field.key]]);
  if (preset && !preset.fingerprints) return mapping;
  for (const field of IMPORT_FIELDS[kind]) {
    if (mapping[field.key] === null) take(field.key, [field.key, field.label, ...field.aliases]);
  }
  return mapping;
}
