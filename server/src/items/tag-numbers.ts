import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatTagNumber } from '@flipstack/contract';
import { inventoryItems } from '../db/schema/index.ts';
import { rowsOf } from '../db/raw.ts';
import type { Transaction } from '../db/client.ts';
import { DEFAULT_TEAM_SETTINGS, readTeamSettings } from '../settings/store/settings-store.ts';

const COUNTER_KEY = 'tag_next_number';

/**
 * Takes `count` tag numbers from the team's counter in one atomic upsert: the counter row stays locked
 * until the caller's transaction ends, so concurrent writers take turns and no number is handed out
 * twice; a rolled-back write gives its numbers back with it. Numbers whose tag an item already carries
 * (typed by hand, or an older prefix) are skipped.
 */
export async function takeTagNumbers(tx: Transaction, teamId: number, count: number): Promise<string[]> {
  if (count === 0) return [];
  const format = await readTeamSettings(tx, teamId);
  const tags: string[] = [];
  while (tags.length < count) {
    const wanted = count - tags.length;
    const first = await reserve(tx, teamId, wanted);
    const candidates = Array.from({ length: wanted }, (_, index) => formatTagNumber(format, first + index));
    const taken = await tx
      .select({ tag: inventoryItems.tag_number })
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.team_id, teamId),
          sql`${inventoryItems.tag_number} = any(${sql.param(candidates)}::text[])`,
        ),
      );
    const used = new Set(taken.map((row) => row.tag));
    tags.push(...candidates.filter((tag) => !used.has(tag)));
  }
  return tags;
}

/** Gives every item of `ids` that has no tag number the next one, in id order. */
export async function tagUntaggedItems(tx: Transaction, teamId: number, ids: number[]): Promise<void> {
  const untagged = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.team_id, teamId), inArray(inventoryItems.id, ids), isNull(inventoryItems.tag_number)))
    .orderBy(inventoryItems.id)
    .for('update');
  const tags = await takeTagNumbers(tx, teamId, untagged.length);
  for (const [index, { id }] of untagged.entries()) {
    await tx.update(inventoryItems).set({ tag_number: tags[index] }).where(eq(inventoryItems.id, id));
  }
}

/**
 * Locks the team's counter without taking a number, for a write that takes its numbers later: every
 * item write takes the counter before its purchase's month cell (purchases-months.sql), so a new
 * purchase whose items come after it must too, or the two wait on each other.
 */
export async function holdTagCounter(tx: Transaction, teamId: number): Promise<void> {
  await reserve(tx, teamId, 0);
}

/** The first of `count` numbers, the counter moved past them (created at its default on first use). */
async function reserve(tx: Transaction, teamId: number, count: number): Promise<number> {
  const start = DEFAULT_TEAM_SETTINGS.tag_next_number;
  const [row] = await rowsOf<{ first: string }>(
    tx,
    sql`insert into team_settings (team_id, key, value)
        values (${teamId}, ${COUNTER_KEY}, to_jsonb(${start + count}::bigint))
        on conflict (team_id, key) do update
          set value = to_jsonb((team_settings.value #>> '{}')::bigint + ${count}), updated_at = now()
        returning ((value #>> '{}')::bigint - ${count})::text as first`,
  );
  return Number(row!.first);
}
