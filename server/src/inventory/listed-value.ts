import { sql } from 'drizzle-orm';
import { inventoryItems } from '../db/schema/index.ts';

/**
 * What an item is offered at: its own asking price when set, else its share of the active listing that
 * offers it. A listing of several items (a lot) is shared in whole cents, the spare cents going to the
 * lowest ids, so the shares add up to the listing's price exactly; an item cross-listed on several
 * platforms counts once, at its highest share.
 */
export const listedShareJoin = (teamId: number) => sql`
  left join (
    select inventory_item_id, max(share) as share from (
      select li.inventory_item_id,
        (floor(l.price * 100 / count(*) over listing)
          + case when row_number() over by_item <= (l.price * 100)::bigint % count(*) over listing then 1 else 0 end) / 100 as share
      from listings_inventory_items li
      join listings l on l.id = li.listing_id and l.team_id = ${teamId} and l.status = 'active'
      window listing as (partition by li.listing_id), by_item as (partition by li.listing_id order by li.inventory_item_id)
    ) shares group by inventory_item_id
  ) listed_share on listed_share.inventory_item_id = ${inventoryItems.id}`;

export const listedValue = sql`coalesce(${inventoryItems.listed_price}, listed_share.share)`;
