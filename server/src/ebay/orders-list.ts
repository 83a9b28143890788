import { and, eq, exists, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { EbayOrderLine, EbayOrderRow, EbayOrdersQuery, EbayOrdersResponse } from '@flipstack/contract';
import { accounts, ebayOrderLines, ebayOrders, inventoryItems, products } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { escapeLike } from '../resources/kit/list-query.ts';
import { markColumns } from '../resources/kit/keyset.ts';
import type { OrderKey } from '../resources/kit/list-query.ts';
import { readListPage } from '../resources/list-page.ts';
import { rangeEnd, rangeStart } from '../resources/kit/time-range.ts';
import { keptList, type ListSource } from '../resources/list-statements.ts';
import { fewMatchingIds, foundIds, oneOf, type FoundIds } from '../resources/few-matches.ts';
import { keptSelect } from '../db/kept.ts';

type Query = Omit<EbayOrdersQuery, 'limit' | 'offset' | 'show'> & { limit: number; offset: number; show: string };

/** Not cancelled, as the text ebay_orders_to_match_idx names its rows by (a parameter would not name them). */
const notCancelled = sql`(${ebayOrders.cancel_state} is null or ${ebayOrders.cancel_state} <> 'CANCELED')`;

/**
 * The orders a search term finds, when no more than LIST_COUNT_CAP rows match it: read from the trigram
 * indexes of the order numbers, buyers and lines' titles and SKUs, so a rare term never walks every order.
 * No ids for a term that common (a brand in most titles): see `searched`.
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
 * capped count needs 10,000 matches, which that set finds sooner than as many lookups.
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

/** A search's conditions for the page and for its capped count: see `searched` for a common term. */
const searchConditions = (found: FoundIds | undefined, like: string) =>
  found
    ? { page: oneOf(ebayOrders.id, found), count: oneOf(ebayOrders.id, found) }
    : { page: searched(like, { page: true }), count: searched(like, { page: false }) };

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
  const like = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const matches = like ? await searchedOrderIds(db, teamId, like) : undefined;
  const found = matches?.ids ? foundIds(matches.ids) : undefined;
  const end = query.to === undefined ? undefined : rangeEnd(query.to);
  const filters = {
    account: query.account_id !== undefined,
    from: Boolean(query.from),
    to: end ? (end.inclusive ? 'at' : 'before') : false,
  } as const;
  const shape = [...Object.values(filters), query.show, like ? (found ?? `q:${like}`) : ''];
  const list = keptList(db, JSON.stringify(['ebay orders', ...shape]), () =>
    ordersSource(db, filters, query.show, like === undefined ? undefined : searchConditions(found, like)),
  );
  const filtered = Object.values(filters).some(Boolean) || query.show !== 'all';
  const { rows: orders, ...totals } = await readListPage<Omit<EbayOrderRow, 'lines'>>(
    db,
    list,
    query,
    {
      team: teamId,
      account: query.account_id === undefined ? undefined : Number(query.account_id),
      from: query.from === undefined ? undefined : rangeStart(query.from),
      to: end?.bound,
      ids: matches?.ids,
    },
    matches && !matches.ids && !filtered ? matches.total : undefined,
  );
  const lines = orders.length ? await linesStatement(db).execute({ ids: orders.map((order) => order.id) }) : [];
  const linesOf = new Map<number, EbayOrderLine[]>();
  // Each field named: rest patterns copy rows through V8's slow path.
  for (const line of lines) {
    const shaped: EbayOrderLine = {
      id: line.id,
      line_item_id: line.line_item_id,
      unit: line.unit,
      title: line.title,
      sku: line.sku,
      legacy_item_id: line.legacy_item_id,
      variation: line.variation,
      quantity: line.quantity,
      price: line.price,
      inventory_item:
        line.item_id === null
          ? null
          : {
              id: line.item_id,
              serial_number: line.serial_number,
              tag_number: line.tag_number,
              product_name: line.product_name,
            },
    };
    const kept = linesOf.get(line.ebay_order_id);
    if (kept) kept.push(shaped);
    else linesOf.set(line.ebay_order_id, [shaped]);
  }
  const rows: EbayOrderRow[] = orders.map((order) => ({ ...order, lines: linesOf.get(order.id) ?? [] }));
  return { rows, ...totals };
}

const orderFields = {
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
};

/** The orders list's statements for this query's shape, its values left as placeholders. */
function ordersSource(
  db: Database,
  filters: { account: boolean; from: boolean; to: 'at' | 'before' | false },
  show: string,
  search: { page: SQL | undefined; count: SQL | undefined } | undefined,
): ListSource {
  const conditions: (SQL | undefined)[] = [eq(ebayOrders.team_id, sql.placeholder('team'))];
  if (filters.account) conditions.push(eq(ebayOrders.account_id, sql.placeholder('account')));
  if (filters.from) conditions.push(gte(ebayOrders.created_on_ebay_at, sql.placeholder('from')));
  if (filters.to === 'at') conditions.push(lte(ebayOrders.created_on_ebay_at, sql.placeholder('to')));
  if (filters.to === 'before') conditions.push(lt(ebayOrders.created_on_ebay_at, sql.placeholder('to')));
  // Kept per order by a trigger on its lines (migration 0031).
  if (show === 'to_match') conditions.push(sql`${ebayOrders.lines_to_match} > 0`, notCancelled);
  if (show === 'matched') conditions.push(eq(ebayOrders.lines_to_match, 0), notCancelled);
  // The text itself, not a parameter: it names ebay_orders_cancelled_idx's rows.
  if (show === 'cancelled') conditions.push(sql`${ebayOrders.cancel_state} = 'CANCELED'`);
  return {
    order: ORDER,
    rows: (also) =>
      db
        .select({ ...orderFields, ...markColumns(ORDER) })
        .from(ebayOrders)
        .innerJoin(accounts, eq(accounts.id, ebayOrders.account_id))
        .where(and(...conditions, search?.page, also))
        .orderBy(...ORDER_BY),
    table: ebayOrders,
    where: and(...conditions, search?.count),
    named: !search,
  };
}

/** The lines of the orders `ids` (a placeholder), with the items they sold. */
const linesStatement = (db: Database) =>
  keptSelect(db, 'ebay_lines', () =>
    db
      .select({
        id: ebayOrderLines.id,
        ebay_order_id: ebayOrderLines.ebay_order_id,
        line_item_id: ebayOrderLines.line_item_id,
        unit: ebayOrderLines.unit,
        title: ebayOrderLines.title,
        sku: ebayOrderLines.sku,
        legacy_item_id: ebayOrderLines.legacy_item_id,
        variation: ebayOrderLines.variation,
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
      .where(sql`${ebayOrderLines.ebay_order_id} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(ebayOrderLines.id, ebayOrderLines.unit),
  );
