import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * `count` items of the team's first two products, with ties on every sort field and empty values: a
 * ninth without a cost, a tenth without a serial (the others out of id order), 300 distinct times;
 * a sixth sold, their sale dates set.
 */
export async function insertMixedItems(db: Database, teamId: number, count: number): Promise<void> {
  await db.execute(sql`
    insert into inventory_items (team_id, product_id, cost, status, serial_number, created_at, sold_at)
    select ${teamId},
      (select id from products where team_id = ${teamId} order by id offset (g / 6 % 2) limit 1),
      case when g % 9 = 0 then null else (g % 17) * 5 end,
      case when g % 6 = 0 then 'sold' when g % 6 = 1 then 'listed' else 'in_stock' end,
      case when g % 10 = 0 then null else 'SN' || ((g * 37) % 2357) end,
      timestamptz '2026-01-01 00:00:00+00' + (g % 300) * interval '1 hour',
      case when g % 6 = 0 then timestamptz '2026-01-01 00:00:00+00' + (g % 400) * interval '1 hour' + interval '1 day' end
    from generate_series(1, ${count}) g`);
}
