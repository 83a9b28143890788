import type { TeamRole } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { memberships, teams } from '../db/schema/index.ts';
import { addDefaultMileageRates } from '../mileage/default-rates.ts';
import { DEFAULT_TEAM_SETTINGS, writeTeamSettings } from '../settings/store/settings-store.ts';

/** A team with its default settings (currency USD, time zone UTC) and the IRS mileage rates. Run inside the caller's transaction. */
export async function createTeam(db: Database, name: string): Promise<number> {
  const [team] = await db.insert(teams).values({ name }).returning({ id: teams.id });
  if (!team) throw new Error('team insert returned no row');
  await writeTeamSettings(db, team.id, DEFAULT_TEAM_SETTINGS);
  await addDefaultMileageRates(db, team.id);
  return team.id;
}

export async function addMember(db: Database, teamId: number, userId: number, role: TeamRole): Promise<void> {
  await db.insert(memberships).values({ team_id: teamId, user_id: userId, role });
}
