import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { teamTimeZone } from '../../analytics/month-range.ts';
import { isoText, moneyText, rowsOf } from '../../db/raw.ts';
import { AppError } from '../../http/app-error.ts';
import { saleTotals } from '../../sales/sale-totals.ts';
import { defineTool } from './tool.ts';

type Lot = {
  id: number;
  purchased_at: string;
  seller_name: string | null;
  total: string;
  items_count: number;
  notes: string | null;
};

/** An item's part of its sale: by its share of the sale's cost of goods, else an equal part. */
const share = sql`(case when sales.cost_of_goods > 0 then coalesce(i.cost, 0) / sales.cost_of_goods else 1.0 / greatest(sales.items_count, 1) end)`;

/** Which purchase a question names: by id, by the seller's name, by its day, else the latest. */
function lotWhere(
  teamId: number,
  args: { purchase_id?: number | undefined; seller_name?: string | undefined; purchased_on?: string | undefined },
  timeZone: string,
): SQL {
  const team = sql`pu.team_id = ${teamId}`;
  if (args.purchase_id !== undefined) return sql`${team} and pu.id = ${args.purchase_id}`;
  if (args.seller_name)
    return sql`${team} and (se.name ilike ${`%${args.seller_name}%`} or se.username ilike ${`%${args.seller_name}%`} or pu.notes ilike ${`%${args.seller_name}%`})`;
  if (args.purchased_on)
    return sql`${team} and (pu.purchased_at at time zone ${timeZone})::date = ${args.purchased_on}::date`;
  return team;
}

/** What a lot (purchase) earned: its cost against the revenue and profit of its sold items, and what is left unsold. */
export const lotSummary = defineTool({
  name: 'lot_summary',
  description:
    "How a purchase (a lot) did: its cost, the revenue and profit of its sold items (each item's share of its sale), and its unsold items with their cost. Name it by purchase_id, the seller's name, or the day it was bought (YYYY-MM-DD); the latest purchase when none is named.",
  parameters: z.object({
    purchase_id: z.number().int().positive().optional(),
    seller_name: z.string().trim().min(1).max(100).optional(),
    purchased_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a day like 2026-11-30' })
      .optional(),
  }),
  writes: [],
  async run({ db, session }, args) {
    const timeZone = await teamTimeZone(db, session.teamId);
    const lots = await rowsOf<Lot>(
      db,
      sql`select pu.id, ${isoText(sql`pu.purchased_at`)} as purchased_at, coalesce(se.name, se.username) as seller_name,
          pu.total::text as total, pu.items_count, pu.notes
        from purchases pu left join sellers se on se.id = pu.seller_id
        where ${lotWhere(session.teamId, args, timeZone)} order by pu.purchased_at desc, pu.id desc limit 2`,
    );
    const lot = lots[0];
    if (!lot) throw new AppError('NOT_FOUND', 'No purchase matches that');
    const [[sold], [left], items] = await Promise.all([
      rowsOf<{ count: number; revenue: string; profit: string; cost: string }>(
        db,
        sql`select count(*)::int as count, ${moneyText(sql`sum((${saleTotals.revenue_total.sql}) * ${share})`)} as revenue,
            ${moneyText(sql`sum((${saleTotals.profit.sql}) * ${share})`)} as profit, ${moneyText(sql`sum(i.cost)`)} as cost
          from inventory_items i join sale_inventory_items si on si.inventory_item_id = i.id join sales on sales.id = si.sale_id
          where i.team_id = ${session.teamId} and i.purchase_id = ${lot.id}`,
      ),
      rowsOf<{ count: number; cost: string }>(
        db,
        sql`select count(*)::int as count, ${moneyText(sql`sum(i.cost)`)} as cost from inventory_items i
          where i.team_id = ${session.teamId} and i.purchase_id = ${lot.id}
            and not exists (select 1 from sale_inventory_items si where si.inventory_item_id = i.id)`,
      ),
      rowsOf<{
        id: number;
        product: string;
        serial_number: string | null;
        tag_number: string | null;
        status: string;
        cost: string | null;
      }>(
        db,
        sql`select i.id, p.name as product, i.serial_number, i.tag_number, i.status, i.cost::text as cost
          from inventory_items i join products p on p.id = i.product_id
          where i.team_id = ${session.teamId} and i.purchase_id = ${lot.id} order by i.id limit 10`,
      ),
    ]);
    return { purchase: lot, more_match: lots.length > 1, sold, unsold: left, items };
  },
});
