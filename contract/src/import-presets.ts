import { IMPORT_FIELDS, type ImportKind } from './import-fields.ts';

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
