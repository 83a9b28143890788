import type { z } from 'zod';
import { IMPORT_FIELDS, type ImportValues, type ListingStatus } from '@flipstack/contract';
import type { Transaction } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { createRow } from '../resources/service.ts';
import { getResource } from '../resource-registry.ts';
import { inventoryItems as inventoryItemsResource } from '../items/inventory-items.resource.ts';
import { listings as listingsResource } from '../listings/listings.resource.ts';
import { purchases as purchasesResource } from '../purchases/purchases.resource.ts';
import { sales as salesResource } from '../sales/sales.resource.ts';

/** The fields of an inventory row that tell its past: they make a purchase, a listing and a sale besides the items. */
const HISTORY_FIELDS = [
  'quantity',
  'purchased_at',
  'listing_platform',
  'listed_at',
  'sold_at',
  'sold_price',
  'sold_platform',
  'sold_shipping',
  'sale_shipping_cost',
  'sale_fees',
] as const;

/** The platform of a listing whose file names none: the listing still keeps its date and price. */
export const UNNAMED_PLATFORM = 'Unknown platform';

const given = (values: ImportValues, field: string) => values[field] !== null && values[field] !== undefined;
const isSold = (values: ImportValues) =>
  given(values, 'sold_at') ||
  given(values, 'sold_price') ||
  values['status'] === 'sold' ||
  values['status'] === 'shipped';
/** A listing is made when the row says where or when the item was listed; a status alone stays the item's. */
const isListed = (values: ImportValues) => given(values, 'listing_platform') || given(values, 'listed_at');
const nameKey = (name: string) => name.toLowerCase();

/**
 * A listing's state from the item's: sold; active while the item is listed (or the file has no status: it
 * names where the item is listed); else ended once it had been listed, a draft before.
 */
function listingStatus(values: ImportValues, sold: boolean): ListingStatus {
  if (sold) return 'sold';
  if (values['status'] === 'listed' || !given(values, 'status')) return 'active';
  return given(values, 'listed_at') ? 'ended' : 'draft';
}

/** Whether a row says more than one item: several units, its purchase, a listing or a sale. */
export function hasHistory(values: ImportValues): boolean {
  return HISTORY_FIELDS.some((field) => given(values, field) && !(field === 'quantity' && values[field] === 1));
}

/**
 * An item input for a row an earlier import made: a sold row's status stays the one its sale gave (shipped), a
 * file's 'Sold' never set on the item by itself. The purchase, listing and sale stay as first imported.
 */
export function updatedItemInput(values: ImportValues, input: Record<string, unknown>): Record<string, unknown> {
  if (!isSold(values)) return input;
  const { status: _status, ...rest } = input;
  return rest;
}

/** The units a row stands for: its quantity, and the one sold when a sold row says 0 are left. */
export function unitsOf(values: ImportValues): number {
  const quantity = typeof values['quantity'] === 'number' ? values['quantity'] : 1;
  return quantity === 0 && isSold(values) ? 1 : quantity;
}

/**
 * The import key of a row's unit after its first (`unit` from 2): a row of N units keeps each unit under its
 * own key, so an import of the row changed updates every unit it made. The separator is ASCII's unit separator:
 * no file's key holds it, and PostgreSQL's text cannot hold the NUL.
 */
export const unitKey = (rowKey: string, unit: number): string => `${rowKey}\u001funit ${unit}`;

/** A row's problem and a platform it names, as row-input.ts and kinds.ts type them (kinds.ts reads this file). */
type RowProblem = { field: string | null; message: string };
type PlatformNeed = { resource: 'platforms'; name: string; field: string };

/** The platforms a new row's listing and sale name (a listing the file gives no platform goes on UNNAMED_PLATFORM). */
export function historyNames(values: ImportValues): PlatformNeed[] {
  const needs: PlatformNeed[] = [];
  const listing = values['listing_platform'];
  const sold = values['sold_platform'];
  if (typeof listing === 'string') needs.push({ resource: 'platforms', name: listing, field: 'listing_platform' });
  // One platform named twice (listed and sold on eBay) is one row's need, counted once in the preview.
  if (typeof sold === 'string' && !(typeof listing === 'string' && nameKey(listing) === nameKey(sold)))
    needs.push({ resource: 'platforms', name: sold, field: 'sold_platform' });
  if (isListed(values) && typeof listing !== 'string' && typeof sold !== 'string')
    needs.push({ resource: 'platforms', name: UNNAMED_PLATFORM, field: 'listing_platform' });
  return needs;
}

/**
 * What keeps a new row's past from becoming its records, each said on its row: a sale with no date (an item
 * is never marked sold without its sale), several units sold on one row or sharing one serial number, a sale
 * before the purchase.
 */
export function historyProblems(values: ImportValues): RowProblem[] {
  const problems: RowProblem[] = [];
  const quantity = values['quantity'];
  if (isSold(values) && !given(values, 'sold_at'))
    problems.push({
      field: 'sold_at',
      message: 'Sold: the item is sold but the row gives no sale date; without it no sale can be recorded',
    });
  if (quantity === 0 && !isSold(values))
    problems.push({ field: 'quantity', message: 'Quantity: 0 units and no sale, so nothing to import' });
  if (typeof quantity === 'number' && quantity > 1 && isSold(values))
    problems.push({
      field: 'quantity',
      message: `Quantity: ${quantity} units on a sold row; give each unit sold a row of its own with its price`,
    });
  else if (
    typeof quantity === 'number' &&
    quantity > 1 &&
    (given(values, 'serial_number') || given(values, 'tag_number'))
  )
    problems.push({
      field: 'quantity',
      message: `Quantity: ${quantity} units share one serial or tag number; give each unit a row of its own`,
    });
  const bought = values['purchased_at'];
  const sold = values['sold_at'];
  if (typeof bought === 'string' && typeof sold === 'string' && sold.slice(0, 10) < bought.slice(0, 10))
    problems.push({
      field: 'sold_at',
      message: `Sold: ${sold.slice(0, 10)} is before it was bought (${bought.slice(0, 10)})`,
    });
  return problems;
}

const cents = (money: ImportValues[string] | undefined) =>
  typeof money === 'string' ? Math.round(Number(money) * 100) : 0;
const amount = (value: number) => (value / 100).toFixed(2);
const money = (value: ImportValues[string] | undefined) => (typeof value === 'string' ? value : '0.00');
const FIELD_LABELS = new Map(IMPORT_FIELDS['inventory-items'].map((field) => [field.key, field.label]));

/** A platform's id by the name a row gives (null: none named or none known). */
type PlatformOf = (name: ImportValues[string] | undefined) => number | null;

/** Which field of the row each record's input comes from: a refusal lands on the row's cell. */
const FROM_FIELD: Record<'purchases' | 'listings' | 'sales', Record<string, string>> = {
  purchases: { purchased_at: 'purchased_at', received_at: 'received_at', subtotal: 'cost' },
  listings: { platform_id: 'listing_platform', price: 'listed_price', listed_at: 'listed_at', title: 'product' },
  sales: {
    sold_at: 'sold_at',
    revenue_subtotal: 'sold_price',
    revenue_shipping: 'sold_shipping',
    cost_shipping: 'sale_shipping_cost',
    cost_commission: 'sale_fees',
  },
};

/** The purchase a row's purchase date stands for: its units at the row's cost, received then unless said otherwise. */
function purchaseInput(values: ImportValues): Record<string, unknown> | null {
  if (typeof values['purchased_at'] !== 'string') return null;
  return {
    purchased_at: values['purchased_at'],
    received_at: values['received_at'] ?? values['purchased_at'],
    subtotal: amount(cents(values['cost']) * unitsOf(values)),
  };
}

function listingInput(values: ImportValues, platformOf: PlatformOf, itemIds: number[]): Record<string, unknown> | null {
  const platformId =
    platformOf(values['listing_platform']) ?? platformOf(values['sold_platform']) ?? platformOf(UNNAMED_PLATFORM);
  if (!isListed(values) || platformId === null) return null;
  const sold = isSold(values);
  return {
    platform_id: platformId,
    title: String(values['product'] ?? values['sku'] ?? 'Imported item').slice(0, 200),
    price: values['listed_price'] ?? values['sold_price'] ?? '0.00',
    status: listingStatus(values, sold),
    listed_at: values['listed_at'] ?? undefined,
    ended_at: sold ? values['sold_at'] : undefined,
    inventory_item_ids: itemIds,
  };
}

/** The sale of a sold row, shipped when sold: the past is not waiting to ship. */
function saleInput(
  values: ImportValues,
  platformOf: PlatformOf,
  listingId: number | null,
  itemIds: number[],
): Record<string, unknown> | null {
  if (!isSold(values)) return null;
  return {
    sold_at: values['sold_at'],
    shipped_at: values['sold_at'],
    platform_id: platformOf(values['sold_platform']) ?? platformOf(values['listing_platform']),
    listing_id: listingId,
    revenue_subtotal: money(values['sold_price']),
    revenue_shipping: money(values['sold_shipping']),
    cost_shipping: money(values['sale_shipping_cost']),
    cost_commission: money(values['sale_fees']),
    inventory_item_ids: itemIds,
  };
}

/** A record's input against its resource's own schema, as the screens' requests are checked; problems on the row's fields. */
function schemaProblems(
  resource: keyof typeof FROM_FIELD,
  raw: Record<string, unknown>,
): { data: Record<string, unknown>; problems?: undefined } | { problems: RowProblem[] } {
  const parsed = (getResource(resource).contract.input as z.ZodType).safeParse(raw);
  if (parsed.success) return { data: parsed.data as Record<string, unknown> };
  return {
    problems: parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const field = FROM_FIELD[resource][key] ?? null;
      const label = field ? `${FIELD_LABELS.get(field) ?? field}: ` : '';
      return { field, message: `${label}${issue.message}` };
    }),
  };
}

/** The row's purchase, listing and sale checked by their resources' rules before anything is written (the preview's check). */
export function historyInputProblems(values: ImportValues): RowProblem[] {
  const anyPlatform: PlatformOf = (name) => (typeof name === 'string' ? 1 : null);
  const placeholder = Array.from({ length: unitsOf(values) }, (_, index) => index + 1);
  const inputs = [
    ['purchases', purchaseInput(values)],
    ['listings', listingInput(values, anyPlatform, placeholder)],
    ['sales', saleInput(values, anyPlatform, 1, placeholder)],
  ] as const;
  return inputs.flatMap(([resource, raw]) => (raw ? (schemaProblems(resource, raw).problems ?? []) : []));
}

/** A record's input as its schema reads it, or the row's refusal. */
function checked(resource: keyof typeof FROM_FIELD, raw: Record<string, unknown>): Record<string, unknown> {
  const result = schemaProblems(resource, raw);
  if (!result.problems) return result.data;
  const fieldErrors = Object.fromEntries(
    result.problems.map((problem) => [problem.field ?? resource, problem.message]),
  );
  throw new AppError('VALIDATION_FAILED', `The row's ${resource} could not be recorded`, fieldErrors);
}

/**
 * A new row's records, in the caller's transaction (a savepoint: all of the row or none of it), made as the
 * screens make them so every kept figure follows: the purchase (when the row gives its date) with the row's
 * units as its items, the listing that offered them, and the sale that sold them. An item waits in stock from
 * when it was received, else bought, else listed. `platforms`: the ids of the platforms the row names, by
 * lower-cased name. Gives the units' ids, the first first.
 */
export async function writeHistory(
  tx: Transaction,
  session: Session,
  values: ImportValues,
  itemInput: Record<string, unknown>,
  platforms: Map<string, number>,
): Promise<number[]> {
  const platformOf: PlatformOf = (name) => (typeof name === 'string' ? (platforms.get(nameKey(name)) ?? null) : null);
  return tx.transaction(async (row) => {
    const purchase = purchaseInput(values);
    const purchaseId = purchase
      ? (await createRow(row, session, purchasesResource, checked('purchases', purchase))).id
      : null;

    const stockedAt = values['received_at'] ?? values['purchased_at'] ?? values['listed_at'] ?? values['sold_at'];
    const item: Record<string, unknown> = {
      ...itemInput,
      purchase_id: purchaseId,
      received_at: stockedAt ?? itemInput['received_at'],
    };
    // The sale marks its items sold; a file's 'sold' is never set on an item by itself.
    if (isSold(values)) delete item['status'];
    const itemIds: number[] = [];
    for (let unit = 0; unit < unitsOf(values); unit += 1) {
      itemIds.push((await createRow(row, session, inventoryItemsResource, item)).id);
    }

    const listing = listingInput(values, platformOf, itemIds);
    const listingId = listing
      ? (await createRow(row, session, listingsResource, checked('listings', listing))).id
      : null;
    const sale = saleInput(values, platformOf, listingId, itemIds);
    if (sale) await createRow(row, session, salesResource, checked('sales', sale));
    return itemIds;
  });
}
