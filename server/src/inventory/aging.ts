import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { UNSOLD_STATUSES } from '@flipstack/contract';
import { moneyText } from '../db/raw.ts';
import { inventoryItems, inventoryTotals, unsoldStockDays } from '../db/schema/index.ts';
import { inventoryTotalsWhere } from './detail-totals.ts';

type AgingFilters = { status?: string[] | undefined; location_id?: number | undefined };

/** Whole days in stock as days_in_stock counts them, to now: '0-30' is stocked after `edge(31)`, and so on. */
const edge = (days: number) => sql.raw(`(now() - interval '${days * 24} hours')`);
const dayOf = (at: SQL) => sql`(${at} at time zone 'UTC')::date`;
const BUCKETS = [
  { bucket: '0-30', lastDay: 30, after: edge(31) },
  { bucket: '31-60', lastDay: 60, after: edge(61) },
  { bucket: '61-90', lastDay: 90, after: edge(91) },
] as const;

/** The bucket of a count of whole days in stock, counted item by item (a date or platform filter). */
export const agingBucketOf = (days: SQL) =>
  sql.join(
    [
      sql`case`,
      ...BUCKETS.map(({ bucket, lastDay }) => sql`when ${days} <= ${sql.raw(String(lastDay))} then ${bucket}`),
      sql`else '90+' end`,
    ],
    sql` `,
  );

const bucketOfDay = (day: SQL) =>
  sql.join(
    [sql`case`, ...BUCKETS.map(({ bucket, after }) => sql`when ${day} > ${dayOf(after)} then ${bucket}`), sql`end`],
    sql` `,
  );
const bucketOfTime = (at: SQL) =>
  sql.join(
    [sql`case`, ...BUCKETS.map(({ bucket, after }) => sql`when ${at} > ${after} then ${bucket}`), sql`end`],
    sql` `,
  );

/**
 * The aging of a team's unsold stock, by status and location only: the recent buckets from the kept day
 * cells (unsold_stock_days) — every item of a day between two bucket edges falls in one bucket — and the
 * items of the three edge days one by one; '90+' is every unsold item (inventory_totals) minus those.
 */
export function keptAgingQuery(teamId: number, filters: AgingFilters): SQL {
  const edgeDays = BUCKETS.map(({ after }) => dayOf(after));
  const statuses = filters.status?.length ? filters.status : UNSOLD_STATUSES;
  const cells = and(
    eq(unsoldStockDays.team_id, teamId),
    inArray(unsoldStockDays.status, statuses as never[]),
    filters.location_id ? eq(unsoldStockDays.location_key, filters.location_id) : undefined,
    sql`${unsoldStockDays.day} > ${edgeDays[2]} and ${unsoldStockDays.day} not in (${sql.join(edgeDays, sql`, `)})`,
  );
  // One index range per edge day (an OR of them would scan the whole 90 days).
  const edgeDayItems = BUCKETS.map(({ after }) => {
    const start = sql`date_trunc('day', ${after}, 'UTC')`;
    const where = and(
      eq(inventoryItems.team_id, teamId),
      inArray(inventoryItems.status, [...UNSOLD_STATUSES]),
      filters.status?.length ? inArray(inventoryItems.status, filters.status as never[]) : undefined,
      filters.location_id ? eq(inventoryItems.location_id, filters.location_id) : undefined,
      sql`${inventoryItems.stocked_at} >= ${start} and ${inventoryItems.stocked_at} < ${start} + interval '24 hours'`,
      sql`${inventoryItems.stocked_at} > ${BUCKETS[2].after}`,
    );
    return sql`select ${bucketOfTime(sql`${inventoryItems.stocked_at}`)}, 1, ${inventoryItems.cost} from ${inventoryItems} where ${where}`;
  });
  const unsoldTotals = inArray(inventoryTotals.status, [...UNSOLD_STATUSES]);
  return sql`with recent as (
      select bucket, sum(count) as count, sum(cost) as cost from (
        select ${bucketOfDay(sql`${unsoldStockDays.day}`)} as bucket, ${unsoldStockDays.items} as count, ${unsoldStockDays.cost} as cost
        from ${unsoldStockDays} where ${cells}
        union all ${sql.join(edgeDayItems, sql` union all `)}
      ) r group by bucket
    ), everything as (
      select coalesce(sum(${inventoryTotals.items}), 0) as count, coalesce(sum(${inventoryTotals.cost}), 0) as cost
      from ${inventoryTotals} where ${inventoryTotalsWhere(teamId, filters, unsoldTotals)}
    )
    select bucket, count::int as count, ${moneyText(sql`cost`)} as cost from recent
    union all
    select '90+', (e.count - coalesce(sum(r.count), 0))::int, ${moneyText(sql`e.cost - coalesce(sum(r.cost), 0)`)}
    from everything e left join recent r on true group by e.count, e.cost`;
}
