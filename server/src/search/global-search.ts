import { sql, type SQL } from 'drizzle-orm';
import { GLOBAL_SEARCH_LIMIT, type GlobalSearchResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { isoText, rowsOf } from '../db/raw.ts';
import { escapeLike } from '../resources/list-query.ts';

/** Trigram indexes serve ILIKE '%q%' from three characters on; shorter text matches by prefix or exactly. */
const TRIGRAM_MIN = 3;

type Matcher = { name: (column: SQL) => SQL; code: (column: SQL) => SQL; id: SQL };

function matcher(text: string): Matcher {
  const isShort = text.length < TRIGRAM_MIN;
  const anywhere = `%${escapeLike(text)}%`;
  const start = `${escapeLike(text.toLowerCase())}%`;
  // A whole number also finds that id (integer range only).
  const id = /^\d{1,9}$/.test(text) ? sql`${Number(text)}::int` : sql`null::int`;
  return {
    // Names: contains from 3 characters (trigram GIN), else a prefix of lower(name) (text_pattern_ops btree).
    name: (column) => (isShort ? sql`lower(${column}) like ${start}` : sql`${column} ilike ${anywhere}`),
    // Codes (serials, order numbers, emails): contains from 3 characters, else the whole code.
    code: (column) => (isShort ? sql`${column} = ${text}` : sql`${column} ilike ${anywhere}`),
    id,
  };
}

/** The five searches of GET /global-search (exported for the benchmark); each is limited to the team. */
export function globalSearchQueries(teamId: number, text: string) {
  const m = matcher(text);
  const limit = GLOBAL_SEARCH_LIMIT;
  return {
    products: sql`select id, name, sku, mpn, upc from products
      where team_id = ${teamId} and (${m.name(sql`name`)} or ${m.code(sql`sku`)} or ${m.code(sql`mpn`)} or ${m.code(sql`upc`)} or id = ${m.id})
      limit ${limit}`,
    inventoryItems: sql`select i.id, i.serial_number, i.tag_number, i.status, i.product_id, p.name as product_name
      from inventory_items i join products p on p.id = i.product_id
      where i.team_id = ${teamId} and (${m.code(sql`i.serial_number`)} or ${m.code(sql`i.tag_number`)} or i.id = ${m.id})
      limit ${limit}`,
    sales: sql`select id, order_number, buyer, ${isoText(sql`sold_at`)} as sold_at from sales
      where team_id = ${teamId} and (${m.code(sql`order_number`)} or ${m.name(sql`buyer`)} or id = ${m.id})
      limit ${limit}`,
    purchases: sql`select pu.id, pu.order_number, ${isoText(sql`pu.purchased_at`)} as purchased_at, pu.seller_id,
        se.name as seller_name, se.username as seller_username
      from purchases pu left join sellers se on se.id = pu.seller_id
      where pu.team_id = ${teamId} and (${m.code(sql`pu.order_number`)} or pu.id = ${m.id}
        or pu.seller_id in (select id from sellers where team_id = ${teamId} and (${m.name(sql`name`)} or ${m.name(sql`username`)})))
      limit ${limit}`,
    sellers: sql`select id, name, username, email from sellers
      where team_id = ${teamId} and (${m.name(sql`name`)} or ${m.name(sql`username`)} or ${m.code(sql`email`)} or id = ${m.id})
      limit ${limit}`,
  };
}

type Answer = GlobalSearchResponse;

/** Up to five of each kind, newest first; empty or blank text finds nothing. */
export async function globalSearch(db: Database, teamId: number, q: string): Promise<Answer> {
  const text = q.trim();
  if (!text) return { products: [], inventoryItems: [], sales: [], purchases: [], sellers: [] };
  const queries = globalSearchQueries(teamId, text);
  const [products, inventoryItems, sales, purchases, sellers] = await Promise.all([
    rowsOf<Answer['products'][number]>(db, queries.products),
    rowsOf<Answer['inventoryItems'][number]>(db, queries.inventoryItems),
    rowsOf<Answer['sales'][number]>(db, queries.sales),
    rowsOf<Answer['purchases'][number]>(db, queries.purchases),
    rowsOf<Answer['sellers'][number]>(db, queries.sellers),
  ]);
  const newestFirst = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => b.id - a.id);
  return {
    products: newestFirst(products),
    inventoryItems: newestFirst(inventoryItems),
    sales: newestFirst(sales),
    purchases: newestFirst(purchases),
    sellers: newestFirst(sellers),
  };
}
