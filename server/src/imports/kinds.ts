import { itemCodes, type ImportKind, type ImportValues } from '@flipstack/contract';
import { historyNames } from './history.ts';
import { marketplaceOf, reportSaleInput } from './report-lines.ts';

/**
 * The records an import matches or creates by name, in the order they are made (a product's brand first,
 * a purchase's seller and platform first). A purchase's name is its order number.
 */
export const NAMED_RESOURCES = [
  'brands',
  'categories',
  'locations',
  'platforms',
  'sellers',
  'products',
  'purchases',
] as const;
export type NamedResource = (typeof NAMED_RESOURCES)[number];

/** A name a row needs, with what a new record of it is made from (a new product takes the row's SKU, brand, category). */
export type NameNeed = { resource: NamedResource; name: string; field: string };

/**
 * Ids of the named records, by resource and lower-cased name; `items`: the team's inventory items by the
 * serial or tag numbers the rows name (a sale's items).
 */
export type NameIds = Record<NamedResource, Map<string, number>> & {
  items: Map<string, number>;
  /** When each named purchase was received (null: not yet), by purchase id: its items arrived with it. */
  purchaseReceivedAt: Map<number, string | null>;
};

/** Fields holding the id of another of the team's records (our own exports write these). */
export const ID_FIELDS: Record<string, NamedResource> = {
  product_id: 'products',
  location_id: 'locations',
  brand_id: 'brands',
  category_id: 'categories',
  platform_id: 'platforms',
};

export const nameKey = (name: string) => name.toLowerCase();

export type ImportKindDefinition = {
  /** The /v2 resource the rows become. */
  resource: string;
  /**
   * The names of other records a row refers to, in the order they must exist (brand before its product);
   * `preset`, the job's recognised source (a marketplace's report names its platform by it).
   */
  names: (values: ImportValues, preset: string | null) => NameNeed[];
  /** The resource's POST/PUT body; `ids` has every name the row needs. */
  input: (values: ImportValues, ids: NameIds) => Record<string, unknown>;
  /** A row with no key and no id of its own matches the team's record of this name (a product by its name). */
  matchByName?: (values: ImportValues) => NameNeed | null;
  /** Codes unique in the team: checked against the file and the team's other records in the preview. */
  uniqueCodes?: readonly { field: string; label: string }[];
  /** The field naming the team's inventory items by serial or tag number (a sale's items sold, a listing's). */
  itemsField?: string;
  /** An item may be on one row of the file only (a sale sells it once; a listing may share it with another). */
  itemsOnce?: boolean;
  /** Input a new record takes where the row gives none. */
  defaults?: Record<string, unknown>;
};

const idOf = (ids: NameIds, resource: NamedResource, name: ImportValues[string]) =>
  name === null ? null : (ids[resource].get(nameKey(String(name))) ?? null);
const named = (resource: NamedResource, field: string, name: ImportValues[string]): NameNeed[] =>
  name === null ? [] : [{ resource, name: String(name), field }];

/** An empty money cell of a sale is 0.00, as on the sale form. */
const amount = (value: ImportValues[string] | undefined) => (value === null ? '0.00' : value);

/** Only the fields the file maps: a PUT leaves the others as they are. */
function present(values: ImportValues, input: Record<string, unknown>): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const key in input) if (key in values) mapped[key] = input[key];
  return mapped;
}

/** A sale's or listing's platform, when the file names it rather than giving its id. */
const platformName = (values: ImportValues): NameNeed[] =>
  (values['platform_id'] ?? null) === null ? named('platforms', 'platform', values['platform'] ?? null) : [];

/** The platform and items of a sale or listing, where the file maps them. */
function platformAndItems(values: ImportValues, ids: NameIds): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if ('platform' in values || 'platform_id' in values)
    input['platform_id'] = values['platform_id'] ?? idOf(ids, 'platforms', values['platform'] ?? null);
  if ('items' in values) input['inventory_item_ids'] = itemCodes(values['items']).map((code) => ids.items.get(code));
  return input;
}

function references(values: ImportValues, ids: NameIds): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if ('brand' in values || 'brand_id' in values)
    input['brand_id'] = values['brand_id'] ?? idOf(ids, 'brands', values['brand'] ?? null);
  if ('category' in values || 'category_id' in values)
    input['category_id'] = values['category_id'] ?? idOf(ids, 'categories', values['category'] ?? null);
  return input;
}

/** An item's POST/PUT body from its row. */
function itemInput(values: ImportValues, ids: NameIds): Record<string, unknown> {
  const input = present(values, {
    serial_number: values['serial_number'],
    tag_number: values['tag_number'],
    condition: values['condition'],
    cost: values['cost'],
    listed_price: values['listed_price'],
    received_at: values['received_at'],
    notes: values['notes'],
    // An empty status keeps the item's own (a new one's follows received_at).
    ...(values['status'] ? { status: values['status'] } : {}),
  });
  if ('product' in values || 'product_id' in values)
    input['product_id'] = values['product_id'] ?? idOf(ids, 'products', values['product'] ?? null);
  if ('location' in values || 'location_id' in values)
    input['location_id'] = values['location_id'] ?? idOf(ids, 'locations', values['location'] ?? null);
  return input;
}

/** The names an item's row needs: its product (with the product's brand and category) and location. */
const itemNames = (values: ImportValues): NameNeed[] => [
  ...named('brands', 'brand', values['brand'] ?? null),
  ...named('categories', 'category', values['category'] ?? null),
  ...named('locations', 'location', values['location'] ?? null),
  ...((values['product_id'] ?? null) === null ? named('products', 'product', values['product'] ?? null) : []),
];

const ITEM_CODES = [
  { field: 'serial_number', label: 'Serial number' },
  { field: 'tag_number', label: 'Tag number' },
] as const;

export const IMPORT_KIND_DEFINITIONS: Record<ImportKind, ImportKindDefinition> = {
  'inventory-items': {
    resource: 'inventory-items',
    names: (values) => [...itemNames(values), ...historyNames(values)],
    input: (values, ids) => itemInput(values, ids),
    uniqueCodes: ITEM_CODES,
  },
  // A row is an item bought; its order number names the purchase, made from the first row that names it.
  purchases: {
    resource: 'inventory-items',
    names: (values) => [
      ...itemNames(values),
      ...named('sellers', 'seller', values['seller'] ?? null),
      ...platformName(values),
      ...named('purchases', 'order_number', values['order_number'] ?? null),
    ],
    input: (values, ids) => {
      const purchaseId = idOf(ids, 'purchases', values['order_number'] ?? null);
      const input: Record<string, unknown> = { ...itemInput(values, ids), purchase_id: purchaseId };
      // An item the row does not say was received arrives with its purchase.
      if (!values['received_at'] && purchaseId !== null) {
        const received = ids.purchaseReceivedAt.get(purchaseId);
        input['received_at'] = received === undefined ? (values['purchased_at'] ?? undefined) : received;
      }
      return input;
    },
    uniqueCodes: ITEM_CODES,
  },
  products: {
    resource: 'products',
    names: (values) => [
      ...((values['brand_id'] ?? null) === null ? named('brands', 'brand', values['brand'] ?? null) : []),
      ...((values['category_id'] ?? null) === null ? named('categories', 'category', values['category'] ?? null) : []),
    ],
    input: (values, ids) => ({
      ...present(values, {
        name: values['name'],
        sku: values['sku'],
        mpn: values['mpn'],
        upc: values['upc'],
        description: values['description'],
        msrp: values['msrp'],
        image_url: values['image_url'],
      }),
      ...references(values, ids),
    }),
    matchByName: (values) =>
      (values['name'] ?? null) === null ? null : { resource: 'products', name: String(values['name']), field: 'name' },
  },
  listings: {
    resource: 'listings',
    names: platformName,
    input: (values, ids) => ({
      ...present(values, {
        title: values['title'],
        price: values['price'],
        url: values['url'],
        external_id: values['external_id'],
        listed_at: values['listed_at'],
        ended_at: values['ended_at'],
        // An empty status keeps the listing's own (a new one is active).
        ...(values['status'] ? { status: values['status'] } : {}),
      }),
      ...platformAndItems(values, ids),
    }),
    itemsField: 'items',
  },
  sales: {
    resource: 'sales',
    names: platformName,
    input: (values, ids) => ({
      ...present(values, {
        sold_at: values['sold_at'],
        order_number: values['order_number'],
        buyer: values['buyer'],
        revenue_subtotal: amount(values['revenue_subtotal']),
        revenue_shipping: amount(values['revenue_shipping']),
        revenue_taxes: amount(values['revenue_taxes']),
        revenue_other: amount(values['revenue_other']),
        cost_commission: amount(values['cost_commission']),
        cost_payment: amount(values['cost_payment']),
        cost_shipping: amount(values['cost_shipping']),
        cost_other: amount(values['cost_other']),
        tracking_number: values['tracking_number'],
        shipped_at: values['shipped_at'],
        notes: values['notes'],
      }),
      ...platformAndItems(values, ids),
    }),
    itemsField: 'items',
    itemsOnce: true,
  },
  // A row is an order line; report-rows.ts writes it. Its whole sale is checked here, as the preview checks rows.
  'marketplace-sales': {
    resource: 'sales',
    names: (values, preset) => named('platforms', 'platform', marketplaceOf(preset, values)),
    input: (values) => reportSaleInput(values),
  },
  transactions: {
    resource: 'transactions',
    names: () => [],
    input: (values) =>
      present(values, {
        occurred_at: values['occurred_at'],
        amount: values['amount'],
        description: values['description'],
        category: values['category'],
        ...('type' in values ? { type: values['type'] } : {}),
      }),
    // A file of expenses seldom says so: a row without a type is an expense.
    defaults: { type: 'expense' },
  },
};
