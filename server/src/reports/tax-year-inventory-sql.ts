import { sql, type SQL } from 'drizzle-orm';
import { inventoryItems } from '../db/schema/index.ts';

/**
 * When each of the team's units was held: from its purchase (else its receipt, else its recording) until
 * its sale, or for a written-off unit until its last change (the write-off; no date of its own is kept).
 * A unit recorded after it left counts as held from the moment it left, so every unit that leaves in a
 * year either was held at its start or came in during it: cost of goods = beginning + purchases − ending.
 */
export const heldSpans = (teamId: number) => sql`
  select ${inventoryItems.cost} as cost, ${inventoryItems.sold_at} is null as is_written_off,
    least(coalesce(${inventoryItems.purchased_at}, ${inventoryItems.received_at}, ${inventoryItems.created_at}), left_at) as held_from,
    left_at as held_until
  from ${inventoryItems}
    cross join lateral (select coalesce(${inventoryItems.sold_at},
      case when ${inventoryItems.status} = 'written_off' then ${inventoryItems.updated_at} end) as left_at) gone
  where ${inventoryItems.team_id} = ${teamId}`;

/** One row: Schedule C Part III between two year ends (timestamptz expressions), at cost. */
export function inventoryYearQuery(teamId: number, start: SQL, end: SQL): SQL {
  const heldAt = (instant: SQL) => sql`held_from < ${instant} and (held_until is null or held_until >= ${instant})`;
  const cameIn = sql`held_from >= ${start} and held_from < ${end}`;
  const wentOut = sql`held_until >= ${start} and held_until < ${end}`;
  return sql`
    select coalesce(sum(cost) filter (where ${heldAt(start)}), 0) as beginning_inventory,
      count(*) filter (where ${heldAt(start)})::int as beginning_units,
      coalesce(sum(cost) filter (where ${cameIn}), 0) as purchases,
      count(*) filter (where ${cameIn})::int as purchased_units,
      coalesce(sum(cost) filter (where ${heldAt(end)}), 0) as ending_inventory,
      count(*) filter (where ${heldAt(end)})::int as ending_units,
      coalesce(sum(cost) filter (where ${wentOut} and not is_written_off), 0) as sold_cost,
      coalesce(sum(cost) filter (where ${wentOut} and is_written_off), 0) as written_off_cost
    from (${heldSpans(teamId)}) spans`;
}
