import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isoText, rowsOf } from '../../db/raw.ts';
import { defineTool } from './tool.ts';

type Waiting = {
  id: number;
  product: string;
  serial_number: string | null;
  tag_number: string | null;
  sale_id: number;
  sold_at: string;
  platform_name: string | null;
  buyer: string | null;
  days_waiting: number;
};

/** Sold items not yet shipped, longest waiting first: "what do I need to ship". */
export const toShip = defineTool({
  name: 'to_ship',
  description:
    'Sold items not yet shipped (status sold), longest waiting first: product name, serial, tag, the sale, its day, platform and buyer, and the days since it sold.',
  parameters: z.object({ limit: z.number().int().min(1).max(50).default(10) }),
  writes: [],
  async run({ db, session }, args) {
    const now = sql`${new Date().toISOString()}::timestamptz`;
    const where = sql`i.team_id = ${session.teamId} and i.status = 'sold'`;
    const [items, [total]] = await Promise.all([
      rowsOf<Waiting>(
        db,
        sql`select i.id, p.name as product, i.serial_number, i.tag_number, s.id as sale_id, ${isoText(sql`s.sold_at`)} as sold_at,
            pl.name as platform_name, s.buyer, days_in_stock(s.sold_at, ${now}) as days_waiting
          from inventory_items i join products p on p.id = i.product_id
          join sale_inventory_items si on si.inventory_item_id = i.id join sales s on s.id = si.sale_id
          left join platforms pl on pl.id = s.platform_id
          where ${where} order by s.sold_at asc, i.id asc limit ${args.limit}`,
      ),
      rowsOf<{ count: number }>(db, sql`select count(*)::int as count from inventory_items i where ${where}`),
    ]);
    return { count: total?.count ?? 0, items };
  },
});
