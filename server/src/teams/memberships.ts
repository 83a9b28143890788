import { and, asc, eq } from 'drizzle-orm';
import type { Team } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { memberships, teams } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { readUserSettings } from '../settings/store/settings-store.ts';

/** The teams a user belongs to, in the order they joined them. */
export async function listTeamsOf(db: Database, userId: number): Promise<Team[]> {
  return db
    .select({ id: teams.id, name: teams.name, role: memberships.role })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.team_id))
    .where(eq(memberships.user_id, userId))
    .orderBy(asc(memberships.id));
}

export async function isMember(db: Database, userId: number, teamId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), eq(memberships.team_id, teamId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The team a new session works in: the preferred one (a refresh token's team) if the user is still a
 * member, else their default_team_id setting if still a member, else the team they joined first.
 */
export async function chooseSessionTeam(db: Database, userId: number, preferredTeamId?: number): Promise<number> {
  const teamIds = (await listTeamsOf(db, userId)).map((team) => team.id);
  if (preferredTeamId !== undefined && teamIds.includes(preferredTeamId)) return preferredTeamId;
  const { default_team_id: defaultTeamId } = await readUserSettings(db, userId);
  if (defaultTeamId !== null && teamIds.includes(defaultTeamId)) return defaultTeamId;
  const [first] = teamIds;
  if (first === undefined) {
    throw new AppError('FORBIDDEN', 'Your account does not belong to any team yet. Ask a team owner to add you.');
  }
  return first;
}
