import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isoText, moneyText, rowsOf } from '../../db/raw.ts';
import { sales } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { getRow } from '../../resources/service.ts';
import { saleTotals } from '../../sales/sale-totals.ts';
import { productByName } from './lookup.ts';
import { defineTool } from './tool.ts';
import { products as productsResource } from '../../resources/definitions/products.ts';

/** A product's record: its items by status with their cost, and the latest sales of them with profit. */
export const productHistory = defineTool({
  name: 'product_history',
  description:
    "A product's history: how many of its items were bought, are in stock, listed or sold (with cost), and its latest sales with revenue and profit.",
  parameters: z.object({
    product_id: z.number().int().positive().optional(),
    product_name: z.string().trim().min(1).max(200).optional(),
  }),
  writes: [],
  async run(context, args) {
    const { db, session } = context;
    const id = args.product_id ?? (args.product_name ? await productByName(context, args.product_name) : undefined);
    if (id === undefined) throw new AppError('VALIDATION_FAILED', 'Give the product id or its name');
    const product = await getRow(db, session, productsResource, id);
    const [byStatus, latestSales, [totals]] = await Promise.all([
      rowsOf<{ status: string; count: number; cost: string }>(
        db,
        sql`select status, count(*)::int as count, ${moneyText(sql`sum(cost)`)} as cost from inventory_items
          where team_id = ${session.teamId} and product_id = ${id} group by status order by status`,
      ),
      rowsOf<{ id: number; sold_at: string; revenue_total: string; profit: string; items: number }>(
        db,
        sql`select ${sales.id} as id, ${isoText(sql`${sales.sold_at}`)} as sold_at,
            (${saleTotals.revenue_total.sql})::text as revenue_total, (${saleTotals.profit.sql})::text as profit,
            (select count(*)::int from sale_inventory_items si join inventory_items i on i.id = si.inventory_item_id
              where si.sale_id = ${sales.id} and i.product_id = ${id}) as items
          from ${sales}
          where ${sales.team_id} = ${session.teamId} and exists (select 1 from sale_inventory_items si
            join inventory_items i on i.id = si.inventory_item_id where si.sale_id = ${sales.id} and i.product_id = ${id})
          order by ${sales.sold_at} desc, ${sales.id} desc limit 10`,
      ),
      rowsOf<{ sales: number; revenue_total: string; profit: string }>(
        db,
        sql`select count(*)::int as sales, ${moneyText(sql`sum(${saleTotals.revenue_total.sql})`)} as revenue_total,
            ${moneyText(sql`sum(${saleTotals.profit.sql})`)} as profit
          from ${sales}
          where ${sales.team_id} = ${session.teamId} and exists (select 1 from sale_inventory_items si
            join inventory_items i on i.id = si.inventory_item_id where si.sale_id = ${sales.id} and i.product_id = ${id})`,
      ),
    ]);
    return {
      product: { id: product.id, name: product['name'], sku: product['sku'] },
      items_by_status: byStatus,
      sales: totals,
      latest_sales: latestSales,
    };
  },
});
