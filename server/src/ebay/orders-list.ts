import { and, desc, eq, exists, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EbayOrderRow, EbayOrdersQuery, EbayOrdersResponse } from '@flipstack/contract';
import { accounts, ebayOrderLines, ebayOrders, inventoryItems, products } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { escapeLike } from '../resources/kit/list-query.ts';

type Query = Omit<EbayOrdersQuery, 'limit' | 'offset' | 'show'> & { limit: number; offset: number; show: string };

const lineWaiting = (matched: boolean) =>
  exists(
    sql`(select 1 from ${ebayOrderLines} where ${ebayOrderLines.ebay_order_id} = ${ebayOrders.id}
      and ${ebayOrderLines.inventory_item_id} is ${matched ? sql`not null` : sql`null`})`,
  );
const notCancelled = or(isNull(ebayOrders.cancel_state), ne(ebayOrders.cancel_state, 'CANCELED'))!;

/** The team's imported orders (newest first), each with its lines and the items they sold. */
export async function listEbayOrders(db: Database, teamId: number, query: Query): Promise<EbayOrdersResponse> {
  const conditions: (SQL | undefined)[] = [eq(ebayOrders.team_id, teamId)];
  if (query.account_id !== undefined) conditions.push(eq(ebayOrders.account_id, Number(query.account_id)));
  if (query.from) conditions.push(gte(ebayOrders.created_on_ebay_at, query.from));
  if (query.to) conditions.push(lte(ebayOrders.created_on_ebay_at, query.to));
  if (query.show === 'to_match') conditions.push(notCancelled, lineWaiting(false));
  if (query.show === 'matched') conditions.push(notCancelled, sql`not ${lineWaiting(false)}`);
  if (query.show === 'cancelled') conditions.push(eq(ebayOrders.cancel_state, 'CANCELED'));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(ebayOrders.order_id, like),
        ilike(ebayOrders.buyer_username, like),
        exists(
          sql`(select 1 from ${ebayOrderLines} where ${ebayOrderLines.ebay_order_id} = ${ebayOrders.id}
            and (${ebayOrderLines.title} ilike ${like} or ${ebayOrderLines.sku} ilike ${like}))`,
        ),
      ),
    );
  }
  const where = and(...conditions);
  const orders = await db
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
    })
    .from(ebayOrders)
    .innerJoin(accounts, eq(accounts.id, ebayOrders.account_id))
    .where(where)
    .orderBy(desc(ebayOrders.created_on_ebay_at), desc(ebayOrders.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ebayOrders)
    .where(where);
  const lines = orders.length
    ? await db
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
        .orderBy(ebayOrderLines.id, ebayOrderLines.unit)
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
  return { rows, total: counted?.total ?? 0 };
}
