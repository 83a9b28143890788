import { IRS_MILEAGE_RATES, IRS_RATE_NOTE } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { mileageRates } from '../db/schema/index.ts';

/** A new team's rate table: the IRS standard business rates, which the team may edit or add to. */
export async function addDefaultMileageRates(db: Database, teamId: number): Promise<void> {
  await db
    .insert(mileageRates)
    .values(IRS_MILEAGE_RATES.map((rate) => ({ ...rate, team_id: teamId, note: IRS_RATE_NOTE })))
    .onConflictDoNothing();
}
