import { and, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { EbayOrderRow, EbayOrdersQuery, EbayOrdersResponse } from '@flipstack/contract';
import { accounts, ebayOrderLines, ebayOrders, inventoryItems, products } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { escapeLike } from '../resources/kit/list-query.ts';
import { markColumns } from '../resources/kit/keyset.ts';
import type { OrderKey } from '../resources/kit/list-query.ts';
import { readListPage, runFast } from '../resources/list-page.ts';
import { fewMatchingIds, oneOf } from '../resources/few-matches.ts';

type Query = Omit<EbayOrdersQuery, 'limit' | 'offset' | 'show'> & { limit: number; offset: number; show: string };

/** Not cancelled, as the text ebay_orders_to_match_idx names its rows by (a parameter would not name them). */
const notCancelled = sql`(${ebayOrders.cancel_state} is null or ${ebayOrders.cancel_state} <> 'CANCELED')`;

/**
 * The orders a search term finds, when no more than LIST_COUNT_CAP rows match it: read from the trigram
 * indexes of the order numbers, buyers and lines' titles and SKUs (an order number among 200,000 orders
 * over HTTP: 566 → 9 ms). No ids for a term that common (a brand in most titles): see `searched`.
 */
const searchedOrderIds = (db: Database, teamId: number, like: string) =>
  fewMatchingIds(
    unionAll(
      db
        .select({ id: ebayOrders.id })
        .from(ebayOrders)
        .where(
          and(
            eq(ebayOrders.team_id, teamId),
            or(ilike(ebayOrders.order_id, like), ilike(ebayOrders.buyer_username, like)),
          ),
        ),
      db
        .select({ id: ebayOrderLines.ebay_order_id })
        .from(ebayOrderLines)
        .where(
          and(
            eq(ebayOrderLines.team_id, teamId),
            or(ilike(ebayOrderLines.title, like), ilike(ebayOrderLines.sku, like)),
          ),
        ),
    ),
  );

/**
 * A term in more rows than the cap, tested on each order. The page is read in its order and needs its
 * first matches only: `offset 0` keeps PostgreSQL from reading every line's title into a set first. The
 * capped count needs 10,000 matches, which that set finds sooner than as many lookups. A word in a fifth of
 * 200,000 orders: the page 171 → 1 ms, its count 122 ms (302 ms by lookups).
 */
const searched = (like: string, { page }: { page: boolean }) =>
  or(
    ilike(ebayOrders.order_id, like),
    ilike(ebayOrders.buyer_username, like),
    exists(
      sql`(select 1 from ${ebayOrderLines} where ${ebayOrderLines.ebay_order_id} = ${ebayOrders.id}
        and (${ebayOrderLines.title} ilike ${like} or ${ebayOrderLines.sku} ilike ${like})${page ? sql` offset 0` : sql``})`,
    ),
  );

/**
 * A search's condition for the page, and for its capped count: the same but for a common term, whose
 * lookup may also have shown the total of a list searched and filtered by nothing else.
 */
async function searchConditions(db: Database, teamId: number, q: string) {
  const like = `%${escapeLike(q)}%`;
  const matches = await searchedOrderIds(db, teamId, like);
  if (!matches.ids) {
    return { page: searched(like, { page: true }), count: searched(like, { page: false }), total: matches.total };
  }
  const found = oneOf(ebayOrders.id, matches.ids);
  return { page: found, count: found, total: undefined };
}

/**
 * Newest first, as ebay_orders_list_order_idx holds them; a page's `after` mark holds both values. Both
 * are never empty, but PostgreSQL reads the index in this order only as `desc nulls last` (`ORDER_BY`).
 */
const ORDER: OrderKey[] = [
  {
    name: 'created_on_ebay_at',
    target: sql`${ebayOrders.created_on_ebay_at}`,
    type: 'timestamptz',
    notNull: true,
    descending: true,
  },
  { name: 'id', target: sql`${ebayOrders.id}`, type: 'integer', notNull: true, descending: true },
];
const ORDER_BY = ORDER.map((key) => sql`${key.target} desc nulls last`);

/** The team's imported orders (newest first), each with its lines and the items they sold. */
export async function listEbayOrders(db: Database, teamId: number, query: Query): Promise<EbayOrdersResponse> {
  const conditions: (SQL | undefined)[] = [eq(ebayOrders.team_id, teamId)];
  if (query.account_id !== undefined) conditions.push(eq(ebayOrders.account_id, Number(query.account_id)));
  if (query.from) conditions.push(gte(ebayOrders.created_on_ebay_at, query.from));
  if (query.to) conditions.push(lte(ebayOrders.created_on_ebay_at, query.to));
  // Kept per order by a trigger on its lines (migration 0031).
  if (query.show === 'to_match') conditions.push(sql`${ebayOrders.lines_to_match} > 0`, notCancelled);
  if (query.show === 'matched') conditions.push(eq(ebayOrders.lines_to_match, 0), notCancelled);
  // The text itself, not a parameter: it names ebay_orders_cancelled_idx's rows.
  if (query.show === 'cancelled') conditions.push(sql`${ebayOrders.cancel_state} = 'CANCELED'`);
  const search = query.q ? await searchConditions(db, teamId, query.q) : undefined;
  const filtered = conditions.length > 1;
  const page = await readListPage(
    db,
    {
      table: ebayOrders,
      where: and(...conditions, search?.count),
      order: ORDER,
      total: filtered ? undefined : search?.total,
    },
    query,
    (condition, limit, offset) =>
      db
        .select({
          id: ebayOrders.id,
          order_id: ebayOrders.order_id,
          account_id: ebayOrders.account_id,
          account_name: accounts.name,
          fulfillment_status: ebayOrders.fulfillment_status,
          payment_status: ebayOrders.payment_status,
          cancel_state: ebayOrders.cancel_state,
          buyer_username: ebayOrders.buyer_username,
          created_on_ebay_at: ebayOrders.created_on_ebay_at,
          subtotal: ebayOrders.subtotal,
          shipping: ebayOrders.shipping,
          taxes: ebayOrders.taxes,
          marketplace_fee: ebayOrders.marketplace_fee,
          total: ebayOrders.total,
          sale_id: ebayOrders.sale_id,
          ...markColumns(ORDER),
        })
        .from(ebayOrders)
        .innerJoin(accounts, eq(accounts.id, ebayOrders.account_id))
        .where(and(...conditions, search?.page, condition))
        .orderBy(...ORDER_BY)
        .limit(limit)
        .offset(offset),
  );
  const { rows: orders, ...totals } = page;
  const lines = orders.length
    ? await runFast(
        db
          .select({
            id: ebayOrderLines.id,
            ebay_order_id: ebayOrderLines.ebay_order_id,
            line_item_id: ebayOrderLines.line_item_id,
            unit: ebayOrderLines.unit,
            title: ebayOrderLines.title,
            sku: ebayOrderLines.sku,
            legacy_item_id: ebayOrderLines.legacy_item_id,
            quantity: ebayOrderLines.quantity,
            price: ebayOrderLines.price,
            item_id: inventoryItems.id,
            serial_number: inventoryItems.serial_number,
            tag_number: inventoryItems.tag_number,
            product_name: products.name,
          })
          .from(ebayOrderLines)
          .leftJoin(inventoryItems, eq(inventoryItems.id, ebayOrderLines.inventory_item_id))
          .leftJoin(products, eq(products.id, inventoryItems.product_id))
          .where(
            inArray(
              ebayOrderLines.ebay_order_id,
              orders.map((order) => order.id),
            ),
          )
          .orderBy(ebayOrderLines.id, ebayOrderLines.unit),
      )
    : [];
  const rows: EbayOrderRow[] = orders.map((order) => ({
    ...order,
    lines: lines
      .filter((line) => line.ebay_order_id === order.id)
      .map(({ ebay_order_id: _order, item_id, serial_number, tag_number, product_name, ...line }) => ({
        ...line,
        inventory_item: item_id === null ? null : { id: item_id, serial_number, tag_number, product_name },
      })),
  }));
  return { rows, ...totals };
}
