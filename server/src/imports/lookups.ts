import { and, eq, sql } from 'drizzle-orm';
import type { ImportKind } from '@flipstack/contract';
import { inChunks } from '../db/chunks.ts';
import type { Database } from '../db/client.ts';
import {
  brands,
  categories,
  importKeys,
  inventoryItems,
  locations,
  platforms,
  products,
  purchases,
  sellers,
} from '../db/schema/index.ts';
import type { ResourceDefinition } from '../resources/kit/define.ts';
import { nameKey, type NamedResource } from './kinds.ts';

const CHUNK = 5000;

/** Many values as one array parameter: an IN list of thousands of parameters costs more to build and plan than the look-up. */
const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;
/** Each named resource's table and the column its name is in (a purchase is named by its order number). */
const NAMED_TABLES = {
  brands: { table: brands, name: brands.name },
  categories: { table: categories, name: categories.name },
  locations: { table: locations, name: locations.name },
  platforms: { table: platforms, name: platforms.name },
  sellers: { table: sellers, name: sellers.name },
  products: { table: products, name: products.name },
  purchases: { table: purchases, name: purchases.order_number },
} as const;

const chunked = <T, R>(values: T[], work: (chunk: T[]) => Promise<R[]>) => inChunks(values, CHUNK, work);

/** The team's records of these names (case-insensitive; the oldest when a name is there twice). Never another team's. */
export async function findNames(
  db: Database,
  teamId: number,
  resource: NamedResource,
  names: string[],
): Promise<Map<string, number>> {
  const { table, name } = NAMED_TABLES[resource];
  const keys = [...new Set(names.map(nameKey))];
  const rows = await chunked(keys, (chunk) =>
    db
      .select({ id: table.id, key: sql<string>`lower(${name})` })
      .from(table)
      .where(and(eq(table.team_id, teamId), sql`lower(${name}) = any(${texts(chunk)})`))
      .orderBy(table.id),
  );
  const found = new Map<string, number>();
  for (const row of rows) if (!found.has(row.key)) found.set(row.key, row.id);
  return found;
}

export type KeptKey = { record_id: number; row_hash: string };

/** The records earlier imports made of these source keys, where the record is still there. */
export async function findKeys(
  db: Database,
  teamId: number,
  kind: ImportKind,
  definition: ResourceDefinition,
  keys: string[],
): Promise<Map<string, KeptKey>> {
  const table = definition.table;
  const rows = await chunked(keys, (chunk) =>
    db
      .select({ key: importKeys.source_key, record_id: importKeys.record_id, row_hash: importKeys.row_hash })
      .from(importKeys)
      .innerJoin(table, and(eq(table.id, importKeys.record_id), eq(table.team_id, teamId)))
      .where(
        and(
          eq(importKeys.team_id, teamId),
          eq(importKeys.kind, kind),
          sql`${importKeys.source_key} = any(${texts(chunk)})`,
        ),
      ),
  );
  return new Map(rows.map((row) => [row.key, { record_id: row.record_id, row_hash: row.row_hash }]));
}

/** Which of these ids are records of the team (a key's record may have been deleted since). */
export async function existingIds(
  db: Database,
  teamId: number,
  definition: ResourceDefinition,
  ids: number[],
): Promise<Set<number>> {
  const table = definition.table;
  const rows = await chunked([...new Set(ids)], (chunk) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.team_id, teamId), sql`${table.id} = any(${sql.param(chunk)}::int[])`)),
  );
  return new Set(rows.map((row) => row.id as number));
}

/** The team's items already carrying these serial (or tag) numbers. */
export async function itemsByCode(
  db: Database,
  teamId: number,
  field: 'serial_number' | 'tag_number',
  codes: string[],
): Promise<Map<string, number>> {
  const column = inventoryItems[field];
  const rows = await chunked([...new Set(codes)], (chunk) =>
    db
      .select({ id: inventoryItems.id, code: column })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.team_id, teamId), sql`${column} = any(${texts(chunk)})`)),
  );
  return new Map(rows.map((row) => [row.code!, row.id]));
}

/**
 * The team's items carrying these serial (or tag) numbers other than the item the row of the code
 * updates (`recordId`): only the codes another item holds come back, however many rows match their own.
 */
export async function codesHeldByOthers(
  db: Database,
  teamId: number,
  field: 'serial_number' | 'tag_number',
  rows: { code: string; recordId: number | null }[],
): Promise<Map<string, number>> {
  const column = inventoryItems[field];
  const found = await chunked(rows, (chunk) =>
    db
      .select({ id: inventoryItems.id, code: column })
      .from(inventoryItems)
      .innerJoin(
        sql`unnest(${sql.param(chunk.map((row) => row.code))}::text[], ${sql.param(chunk.map((row) => row.recordId))}::int[]) as wanted(code, record_id)`,
        sql`${column} = wanted.code`,
      )
      .where(and(eq(inventoryItems.team_id, teamId), sql`${inventoryItems.id} is distinct from wanted.record_id`)),
  );
  return new Map(found.map((row) => [row.code!, row.id]));
}
