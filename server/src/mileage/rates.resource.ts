import { and, eq, ne } from 'drizzle-orm';
import { mileageRates as contract } from '@flipstack/contract';
import { mileageRates as table } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { defineResource, type HookContext, type WriteValues } from '../resources/kit/define.ts';

/**
 * One rate per country and start day: a second is refused on its start day (the unique index stays the
 * guard under concurrent writes; its own 409 would name only the country).
 */
async function refuseSecondStart({ tx, session }: HookContext, values: WriteValues<typeof contract>, ownId?: number) {
  const { country, starts_on: startsOn } = values;
  if (typeof country !== 'string' || typeof startsOn !== 'string') return;
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.team_id, session.teamId),
        eq(table.country, country),
        eq(table.starts_on, startsOn),
        ownId === undefined ? undefined : ne(table.id, ownId),
      ),
    )
    .limit(1);
  if (!taken) return;
  const message = `${country} already has a rate starting on ${startsOn}: change that one.`;
  throw new AppError('CONFLICT', message, { starts_on: message });
}

export const mileageRates = defineResource({
  contract,
  table,
  hooks: {
    beforeWrite: async (context, values, existing) => {
      await refuseSecondStart(context, values, existing?.id);
      return values;
    },
  },
});
