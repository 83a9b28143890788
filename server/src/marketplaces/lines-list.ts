import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { MarketplaceLinesResponse } from '@flipstack/contract';
import { marketplaceOrderLines as lines } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';

/** The team's marketplace order-line units, newest sale first: those waiting for their item, matched, or all. */
export async function listMarketplaceLines(
  db: Database,
  teamId: number,
  query: { show: 'to_match' | 'matched' | 'all'; marketplace?: string | undefined; limit: number; offset: number },
): Promise<MarketplaceLinesResponse> {
  const conditions: SQL[] = [eq(lines.team_id, teamId)];
  if (query.show === 'to_match') conditions.push(isNull(lines.sale_id));
  if (query.show === 'matched') conditions.push(isNotNull(lines.sale_id));
  if (query.marketplace) conditions.push(sql`lower(${lines.marketplace}) = lower(${query.marketplace})`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: lines.id,
        marketplace: lines.marketplace,
        order_id: sql<string | null>`case when ${lines.order_id} like 'h:%' then null else ${lines.order_id} end`,
        unit: lines.unit,
        sold_at: lines.sold_at,
        title: lines.title,
        sku: lines.sku,
        buyer: lines.buyer,
        price: lines.price,
        shipping: lines.shipping,
        fees: sql<string>`(${lines.commission} + ${lines.payment_fee} + ${lines.other_costs})::text`,
        shipping_label: lines.shipping_label,
        inventory_item_id: lines.inventory_item_id,
        sale_id: lines.sale_id,
      })
      .from(lines)
      .where(where)
      .orderBy(desc(lines.sold_at), desc(lines.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(lines).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
