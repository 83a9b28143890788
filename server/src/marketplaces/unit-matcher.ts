import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { inventoryItems, listings, listingsInventoryItems, products, saleInventoryItems } from '../db/schema/index.ts';
import type { Transaction } from '../db/client.ts';

const unsold = notExists(
  sql`(select 1 from ${saleInventoryItems} where ${saleInventoryItems.inventory_item_id} = ${inventoryItems.id})`,
);
const titleKey = (title: string) => title.trim().toLowerCase();

export type UnitToMatch = { sku: string | null; title: string };
/** Picks the unsold item a unit sold, or null; an item is picked once. */
export type UnitMatcher = (unit: UnitToMatch) => number | null;

/**
 * Matches units of order lines to the team's unsold items: the line's SKU as an item's tag or serial number,
 * else as its product's SKU; else the line's title as the title of a listing offering the item, else as its
 * product's name (case and outer spaces aside). The lowest id goes first. The candidates of all `units` are
 * read in three queries.
 */
export async function unitMatcher(tx: Transaction, teamId: number, units: UnitToMatch[]): Promise<UnitMatcher> {
  const skus = [...new Set(units.flatMap((unit) => (unit.sku ? [unit.sku] : [])))];
  const titles = [...new Set(units.map((unit) => titleKey(unit.title)).filter(Boolean))];
  const byCode = new Map<string, number[]>();
  const byProductSku = new Map<string, number[]>();
  const byTitle = new Map<string, number[]>();
  const add = (index: Map<string, number[]>, key: string | null, id: number) => {
    if (key === null) return;
    const ids = index.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    index.set(key, ids);
  };
  const inTeamUnsold = and(eq(inventoryItems.team_id, teamId), unsold);
  if (skus.length > 0) {
    const rows = await tx
      .select({
        id: inventoryItems.id,
        tag: inventoryItems.tag_number,
        serial: inventoryItems.serial_number,
        productSku: products.sku,
      })
      .from(inventoryItems)
      .leftJoin(products, eq(products.id, inventoryItems.product_id))
      .where(
        and(
          inTeamUnsold,
          or(
            inArray(inventoryItems.tag_number, skus),
            inArray(inventoryItems.serial_number, skus),
            inArray(products.sku, skus),
          ),
        ),
      )
      .orderBy(inventoryItems.id);
    for (const row of rows) {
      add(byCode, row.tag, row.id);
      add(byCode, row.serial, row.id);
      add(byProductSku, row.productSku, row.id);
    }
  }
  if (titles.length > 0) {
    const listed = await tx
      .select({ id: inventoryItems.id, title: sql<string>`lower(trim(${listings.title}))` })
      .from(inventoryItems)
      .innerJoin(listingsInventoryItems, eq(listingsInventoryItems.inventory_item_id, inventoryItems.id))
      .innerJoin(listings, eq(listings.id, listingsInventoryItems.listing_id))
      .where(and(inTeamUnsold, sql`lower(trim(${listings.title})) = any(${sql.param(titles)}::text[])`))
      .orderBy(inventoryItems.id);
    const named = await tx
      .select({ id: inventoryItems.id, title: sql<string>`lower(trim(${products.name}))` })
      .from(inventoryItems)
      .innerJoin(products, eq(products.id, inventoryItems.product_id))
      .where(and(inTeamUnsold, sql`lower(trim(${products.name})) = any(${sql.param(titles)}::text[])`))
      .orderBy(inventoryItems.id);
    for (const row of [...listed, ...named]) add(byTitle, row.title, row.id);
  }
  const used = new Set<number>();
  const pick = (candidates: number[] | undefined) => {
    const id = candidates?.find((candidate) => !used.has(candidate));
    if (id === undefined) return null;
    used.add(id);
    return id;
  };
  return (unit) =>
    (unit.sku ? (pick(byCode.get(unit.sku)) ?? pick(byProductSku.get(unit.sku))) : null) ??
    pick(byTitle.get(titleKey(unit.title)));
}
