import { sql, type SQL } from 'drizzle-orm';
import { GLOBAL_SEARCH_LIMIT, type GlobalSearchResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { isoText, rowsOf } from '../db/raw.ts';
import { products } from '../db/schema/index.ts';
import { firstImageSql } from '../resources/kit/computed.ts';
import { escapeLike } from '../resources/kit/list-query.ts';

/** Trigram indexes serve ILIKE '%q%' from three characters on; shorter text matches by prefix or exactly. */
const TRIGRAM_MIN = 3;

type Matcher = { isShort: boolean; pattern: string; name: (column: SQL) => SQL; code: (column: SQL) => SQL; id: SQL };

/** All the searched text of a row, as indexed by migration 0005 (the expressions must match it exactly). */
const productText = sql`(name || E'\\n' || coalesce(sku, '') || E'\\n' || coalesce(mpn, '') || E'\\n' || coalesce(upc, ''))`;
const sellerText = sql`(coalesce(name, '') || E'\\n' || coalesce(username, '') || E'\\n' || coalesce(email, ''))`;

function matcher(text: string): Matcher {
  const isShort = text.length < TRIGRAM_MIN;
  const anywhere = `%${escapeLike(text)}%`;
  const start = `${escapeLike(text.toLowerCase())}%`;
  // A whole number also finds that id (integer range only).
  const id = /^\d{1,9}$/.test(text) ? sql`${Number(text)}::int` : sql`null::int`;
  return {
    isShort,
    pattern: anywhere,
    // Names: contains from 3 characters (trigram GIN), else a prefix of lower(name) (text_pattern_ops btree).
    name: (column) => (isShort ? sql`lower(${column}) like ${start}` : sql`${column} ilike ${anywhere}`),
    // Codes (serials, order numbers, emails): contains from 3 characters, else the whole code.
    code: (column) => (isShort ? sql`${column} = ${text}` : sql`${column} ilike ${anywhere}`),
    id,
  };
}

/** A product's name, SKU, MPN or UPC; from three characters the one indexed expression. The query must read products. */
function productMatch(m: Matcher): SQL {
  if (!m.isShort) return sql`${productText} ilike ${m.pattern}`;
  return sql`(${m.name(sql`name`)} or ${m.code(sql`sku`)} or ${m.code(sql`mpn`)} or ${m.code(sql`upc`)})`;
}

/** A seller's name, username or email; from three characters the one indexed expression. The query must read sellers. */
function sellerMatch(m: Matcher): SQL {
  if (!m.isShort) return sql`${sellerText} ilike ${m.pattern}`;
  return sql`(${m.name(sql`name`)} or ${m.name(sql`username`)} or ${m.code(sql`email`)})`;
}

/**
 * At most CANDIDATES matches are read, then the newest five kept. The inner LIMIT also steers the
 * planner: with a small one it expects the matches early in a table scan and skips the trigram
 * indexes, which is slow when the text is rarer than its guess: at 200 a buyer's name, rarer than the
 * planner thought, was found by scanning the sales; at 1000 it takes the indexes, and a seller common to
 * hundreds of purchases still reads fast.
 */
const CANDIDATES = 1000;

const newest = (inner: SQL) =>
  sql`select * from (${inner} limit ${CANDIDATES}) found order by id desc limit ${GLOBAL_SEARCH_LIMIT}`;

/** The five searches of GET /global-search; each is limited to the team. */
function globalSearchQueries(teamId: number, text: string) {
  const m = matcher(text);
  return {
    products: newest(
      sql`select id, name, sku, mpn, upc, ${firstImageSql('products', products)} as image_file_id
        from products where team_id = ${teamId} and (${productMatch(m)} or id = ${m.id})`,
    ),
    inventoryItems:
      newest(sql`select i.id, i.serial_number, i.tag_number, i.status, i.cost::text as cost, i.product_id, p.name as product_name
      from inventory_items i join products p on p.id = i.product_id
      where i.team_id = ${teamId} and (${m.code(sql`i.serial_number`)} or ${m.code(sql`i.tag_number`)} or i.id = ${m.id})`),
    sales: newest(sql`select id, order_number, buyer, ${isoText(sql`sold_at`)} as sold_at from sales
      where team_id = ${teamId} and (${m.code(sql`order_number`)} or ${m.name(sql`buyer`)} or id = ${m.id})`),
    // Two index-friendly halves (order number or id; the seller) rather than one OR that scans the table.
    purchases: newest(sql`select pu.id, pu.order_number, ${isoText(sql`pu.purchased_at`)} as purchased_at, pu.seller_id,
        se.name as seller_name, se.username as seller_username
      from purchases pu left join sellers se on se.id = pu.seller_id
      where pu.id in (
        (select id from purchases where team_id = ${teamId} and (${m.code(sql`order_number`)} or id = ${m.id}) limit ${CANDIDATES})
        union all
        (select id from purchases where team_id = ${teamId} and seller_id in (
          select id from sellers where team_id = ${teamId} and ${sellerMatch(m)}) limit ${CANDIDATES}))`),
    sellers: newest(
      sql`select id, name, username, email from sellers where team_id = ${teamId} and (${sellerMatch(m)} or id = ${m.id})`,
    ),
  };
}

type Answer = GlobalSearchResponse;

/** Up to five of each kind, newest first (among the first 1000 matches); empty or blank text finds nothing. */
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
  return { products, inventoryItems, sales, purchases, sellers };
}
