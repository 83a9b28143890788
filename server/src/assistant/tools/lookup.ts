import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InventoryStatus } from '@flipstack/contract';
import { inventoryItems, locations, platforms, products } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeLike } from '../../resources/kit/list-query.ts';
import type { ToolContext } from './tool.ts';

const refuse = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });

/** An item as a proposal names it: "Pixel 7 (serial A1)". */
export type ItemSummary = {
  id: number;
  product_name: string;
  serial_number: string | null;
  tag_number: string | null;
  status: InventoryStatus;
  cost: string | null;
};

export const itemLabel = (item: ItemSummary): string =>
  `${item.product_name} (${
    item.serial_number
      ? `serial ${item.serial_number}`
      : item.tag_number
        ? `tag ${item.tag_number}`
        : `item #${item.id}`
  })`;

/** How many matching items a refusal names, so the person can say which one. */
const CHOICES_SHOWN = 5;
const LEADING_WORDS = /^(?:the|my|a|an|that|this|one|item)\s+/i;

const itemColumns = {
  id: inventoryItems.id,
  product_name: products.name,
  serial_number: inventoryItems.serial_number,
  tag_number: inventoryItems.tag_number,
  status: inventoryItems.status,
  cost: inventoryItems.cost,
};

function itemsWhere({ db, session }: ToolContext, condition: SQL | undefined, limit: number) {
  return db
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.product_id))
    .where(and(eq(inventoryItems.team_id, session.teamId), condition))
    .orderBy(inventoryItems.id)
    .limit(limit);
}

/**
 * The team's item that `reference` names: its id ("#12", "item 12"), its serial or tag number (any case), or
 * words of its product name ("the pixel 7"), among `statuses` when given. Several items matching a name is
 * a refusal that lists them, so the person can say which one.
 */
export async function itemByReference(
  context: ToolContext,
  reference: string,
  field: string,
  statuses?: readonly string[],
): Promise<ItemSummary> {
  const text = reference.trim().replace(LEADING_WORDS, '').trim();
  const byId = /^(?:#|item\s*#?)?(\d{1,9})$/i.exec(text);
  if (byId) {
    const [found] = await itemsWhere(context, eq(inventoryItems.id, Number(byId[1])), 1);
    if (found) return found;
  }
  const byCode = await itemsWhere(
    context,
    or(
      sql`lower(${inventoryItems.serial_number}) = lower(${text})`,
      sql`lower(${inventoryItems.tag_number}) = lower(${text})`,
    ),
    2,
  );
  if (byCode.length === 1) return byCode[0]!;
  if (byCode.length > 1) throw refuse(field, `More than one item has the code ${text}; give the item id`);
  const words = text.split(/\s+/).filter((word) => word !== '');
  const byName = await itemsWhere(
    context,
    and(
      ...words.map((word) => ilike(products.name, `%${escapeLike(word)}%`)),
      statuses ? inArray(inventoryItems.status, [...statuses] as InventoryStatus[]) : undefined,
    ),
    CHOICES_SHOWN + 1,
  );
  if (byName.length === 1) return byName[0]!;
  if (byName.length === 0) {
    const which = statuses ? 'unsold item' : 'item';
    throw refuse(field, `No ${which} has the serial or tag number ${text}, nor a product name with those words`);
  }
  const shown = byName.slice(0, CHOICES_SHOWN).map(itemLabel).join('; ');
  const more = byName.length > CHOICES_SHOWN ? ' and more' : '';
  throw refuse(field, `Several items match “${text}”: ${shown}${more}. Say which one by its serial or tag number.`);
}

/** The item given by id or named by `code` (see itemByReference). */
export async function namedItem(
  context: ToolContext,
  given: { item_id?: number | undefined; code?: string | undefined },
): Promise<ItemSummary> {
  if (given.item_id !== undefined) {
    const [found] = await itemsWhere(context, eq(inventoryItems.id, given.item_id), 1);
    if (!found) throw refuse('item_id', `No item #${given.item_id}`);
    return found;
  }
  if (given.code) return itemByReference(context, given.code, 'code');
  throw refuse('code', 'Give the item id, its serial or tag number, or its product name');
}

export const itemId = async (...args: Parameters<typeof namedItem>): Promise<number> => (await namedItem(...args)).id;

/** The team's items among `ids`, in id order; an id that is not the team's is left out. */
export const itemsByIds = async (context: ToolContext, ids: number[]): Promise<ItemSummary[]> =>
  ids.length === 0 ? [] : itemsWhere(context, inArray(inventoryItems.id, ids), ids.length);

type Named = typeof platforms | typeof locations | typeof products;
type NamedRow = { id: number; name: string };

/** The team's row of `table` whose name is `name` (any case; else the only one that contains it). */
async function byName(
  { db, session }: ToolContext,
  table: Named,
  name: string,
  label: string,
  field: string,
): Promise<NamedRow> {
  const where = (match: SQL | undefined) => and(eq(table.team_id, session.teamId), match);
  const rows = (match: SQL | undefined, limit: number) =>
    db.select({ id: table.id, name: table.name }).from(table).where(where(match)).limit(limit);
  const [exact] = await rows(ilike(table.name, escapeLike(name)), 1);
  if (exact) return exact;
  const near = await rows(ilike(table.name, `%${escapeLike(name)}%`), 2);
  if (near.length === 1) return near[0]!;
  throw refuse(field, near.length === 0 ? `No ${label} named ${name}` : `More than one ${label} matches ${name}`);
}

/** The row given by id (the team's) or by name; undefined when neither is given. */
async function givenRow(
  context: ToolContext,
  table: Named,
  given: { id?: number | undefined; name?: string | undefined },
  label: string,
  field: string,
): Promise<NamedRow | undefined> {
  if (given.id !== undefined) {
    const [row] = await context.db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(eq(table.team_id, context.session.teamId), eq(table.id, given.id)))
      .limit(1);
    if (!row) throw refuse(field, `No ${label} #${given.id}`);
    return row;
  }
  return given.name ? byName(context, table, given.name, label, field) : undefined;
}

export const platformByName = async (context: ToolContext, name: string) =>
  (await byName(context, platforms, name, 'platform', 'platform_name')).id;
export const locationByName = async (context: ToolContext, name: string) =>
  (await byName(context, locations, name, 'location', 'location_name')).id;
export const productByName = async (context: ToolContext, name: string) =>
  (await byName(context, products, name, 'product', 'product_name')).id;

export const givenPlatform = (context: ToolContext, given: { id?: number | undefined; name?: string | undefined }) =>
  givenRow(context, platforms, given, 'platform', 'platform_name');
export const givenProduct = (context: ToolContext, given: { id?: number | undefined; name?: string | undefined }) =>
  givenRow(context, products, given, 'product', 'product_id');
export const givenLocation = (context: ToolContext, given: { id?: number | undefined; name?: string | undefined }) =>
  givenRow(context, locations, given, 'location', 'location_name');
