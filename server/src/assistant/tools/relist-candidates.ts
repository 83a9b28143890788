import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { moneyText, rowsOf } from '../../db/raw.ts';
import { daysInStock } from '../../inventory/days-in-stock.ts';
import { defineTool } from './tool.ts';

type Stale = {
  id: number;
  product: string;
  serial_number: string | null;
  tag_number: string | null;
  cost: string | null;
  listing_id: number;
  platform_name: string;
  price: string;
  days_listed: number;
};
type Unlisted = Omit<Stale, 'listing_id' | 'platform_name' | 'price' | 'days_listed'> & {
  status: string;
  days_in_stock: number;
};

/**
 * What to relist or reprice: items on an active listing for longer than some days without selling, and
 * unsold items no active listing offers.
 */
export const relistCandidates = defineTool({
  name: 'relist_candidates',
  description:
    'Items to relist or reprice: unsold items on an active listing for more than listed_over_days days (default 30), with the listing, platform and price; and unsold items in stock or returned that no active listing offers, oldest first. Each names the product, serial, tag and cost.',
  parameters: z.object({
    listed_over_days: z.number().int().min(0).max(10_000).default(30),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  writes: [],
  async run({ db, session }, args) {
    const now = sql`${new Date().toISOString()}::timestamptz`;
    const staleWhere = sql`i.team_id = ${session.teamId} and i.status in ('listed', 'in_stock', 'returned')
      and l.status = 'active' and l.listed_at is not null and l.listed_at < ${now} - make_interval(days => ${args.listed_over_days})`;
    const staleFrom = sql`inventory_items i join listings_inventory_items li on li.inventory_item_id = i.id
      join listings l on l.id = li.listing_id join platforms pl on pl.id = l.platform_id join products p on p.id = i.product_id`;
    const unlistedWhere = sql`inventory_items.team_id = ${session.teamId} and inventory_items.status in ('in_stock', 'returned')
      and not inventory_items.on_active_listing`;
    const [stale, [staleTotals], unlisted, [unlistedTotals]] = await Promise.all([
      rowsOf<Stale>(
        db,
        sql`select i.id, p.name as product, i.serial_number, i.tag_number, i.cost::text as cost, l.id as listing_id,
            pl.name as platform_name, l.price::text as price, days_in_stock(l.listed_at, ${now}) as days_listed
          from ${staleFrom} where ${staleWhere} order by l.listed_at asc, i.id asc limit ${args.limit}`,
      ),
      rowsOf<{ count: number; cost: string }>(
        db,
        sql`select count(distinct i.id)::int as count, ${moneyText(sql`sum(i.cost)`)} as cost from ${staleFrom} where ${staleWhere}`,
      ),
      rowsOf<Unlisted>(
        db,
        sql`select inventory_items.id, products.name as product, inventory_items.serial_number, inventory_items.tag_number,
            inventory_items.cost::text as cost, inventory_items.status, ${daysInStock} as days_in_stock
          from inventory_items join products on products.id = inventory_items.product_id
          where ${unlistedWhere} order by inventory_items.stocked_at asc, inventory_items.id asc limit ${args.limit}`,
      ),
      rowsOf<{ count: number; cost: string }>(
        db,
        sql`select count(*)::int as count, ${moneyText(sql`sum(cost)`)} as cost from inventory_items where ${unlistedWhere}`,
      ),
    ]);
    return {
      listed_over_days: args.listed_over_days,
      stale_listings: { ...staleTotals, items: stale },
      unlisted: { ...unlistedTotals, items: unlisted },
    };
  },
});
