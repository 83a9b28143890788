import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { inventoryItems, locations, platforms, products } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeLike } from '../../resources/kit/list-query.ts';
import type { ToolContext } from './tool.ts';

const refuse = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The team's item whose serial or tag number is `code` (any case). */
export async function itemByCode({ db, session }: ToolContext, code: string, field = 'code'): Promise<number> {
  const found = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.team_id, session.teamId),
        or(
          sql`lower(${inventoryItems.serial_number}) = lower(${code})`,
          sql`lower(${inventoryItems.tag_number}) = lower(${code})`,
        ),
      ),
    )
    .limit(2);
  if (found.length === 0) throw refuse(field, `No item with serial or tag number ${code}`);
  if (found.length > 1) throw refuse(field, `More than one item has the code ${code}; give the item id`);
  return found[0]!.id;
}

/** An id given as it is, else the item named by its serial or tag number. */
export async function itemId(
  context: ToolContext,
  given: { item_id?: number | undefined; code?: string | undefined },
): Promise<number> {
  if (given.item_id !== undefined) return given.item_id;
  if (given.code) return itemByCode(context, given.code);
  throw refuse('code', 'Give the item id or its serial or tag number');
}

type Named = typeof platforms | typeof locations | typeof products;

/** The team's row of `table` whose name is `name` (any case; else the only one that contains it). */
async function byName({ db, session }: ToolContext, table: Named, name: string, label: string, field: string) {
  const where = (match: ReturnType<typeof ilike>) => and(eq(table.team_id, session.teamId), match);
  const exact = await db
    .select({ id: table.id })
    .from(table)
    .where(where(ilike(table.name, escapeLike(name))))
    .limit(1);
  if (exact[0]) return exact[0].id;
  const near = await db
    .select({ id: table.id })
    .from(table)
    .where(where(ilike(table.name, `%${escapeLike(name)}%`)))
    .limit(2);
  if (near.length === 1) return near[0]!.id;
  throw refuse(field, near.length === 0 ? `No ${label} named ${name}` : `More than one ${label} matches ${name}`);
}

export const platformByName = (context: ToolContext, name: string) =>
  byName(context, platforms, name, 'platform', 'platform_name');
export const locationByName = (context: ToolContext, name: string) =>
  byName(context, locations, name, 'location', 'location_name');
export const productByName = (context: ToolContext, name: string) =>
  byName(context, products, name, 'product', 'product_name');
