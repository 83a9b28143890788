import { brands as contract } from '@flipstack/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { brands as table } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource, type HookContext } from '../kit/define.ts';
import { usedBy } from '../kit/describe.ts';

/** Held by a write of a team's brand names until its transaction ends (with the team id as the second key). */
const BRAND_NAMES_LOCK = 5101;

/**
 * A team names a brand once, whatever the case ('Sony' and 'SONY' are one brand): a second is refused on the
 * name. Two writes of one team's brands at once take their turn, so neither misses the other's new row.
 */
async function refuseTakenName({ tx, session }: HookContext, name: unknown, ownId: number | undefined) {
  if (typeof name !== 'string') return;
  await tx.execute(sql`select pg_advisory_xact_lock(${BRAND_NAMES_LOCK}, ${session.teamId})`);
  const [taken] = await tx
    .select({ name: table.name })
    .from(table)
    .where(
      and(
        eq(table.team_id, session.teamId),
        sql`lower(${table.name}) = lower(${name})`,
        ownId === undefined ? undefined : ne(table.id, ownId),
      ),
    )
    .limit(1);
  if (!taken) return;
  const message = `A brand named '${taken.name}' already exists.`;
  throw new AppError('VALIDATION_FAILED', message, { name: message });
}

export const brands = defineResource({
  contract,
  table,
  referencedBy: [usedBy('products', 'brand_id', 'product', 'products', 'this brand')],
  hooks: {
    beforeWrite: async (context, values, existing) => {
      await refuseTakenName(context, values.name, existing?.id);
      return values;
    },
  },
});
