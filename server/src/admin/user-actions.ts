import { eq, sql } from 'drizzle-orm';
import type { TeamRole } from '@flipstack/contract';
import type { AuthContext } from '../auth/session-service.ts';
import { isUniqueViolation } from '../auth/create-user.ts';
import { revokeSessions } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { teams, users } from '../db/schema/index.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { addMember } from '../teams/create-team.ts';

async function requireUser(db: Database, userId: number): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('User');
}

/** A super admin never removes their own role nor disables themselves: the console would lock them out. */
function refuseSelf(actorId: number, userId: number, what: string): void {
  if (actorId === userId) throw new AppError('CONFLICT', `You cannot ${what} yourself. Ask another super admin.`);
}

export async function setSuperAdmin(
  db: Database,
  actorId: number,
  userId: number,
  isSuperAdmin: boolean,
): Promise<void> {
  await requireUser(db, userId);
  if (!isSuperAdmin) refuseSelf(actorId, userId, 'remove the super-admin role from');
  await db.update(users).set({ super_admin: isSuperAdmin }).where(eq(users.id, userId));
}

/**
 * Disabling ends every sign-in of the user in the same transaction (their refresh tokens die with
 * their sessions, their access tokens at the next call) and refuses new ones until enabled again.
 */
export async function setDisabled(ctx: AuthContext, actorId: number, userId: number, isDisabled: boolean) {
  await requireUser(ctx.db, userId);
  if (!isDisabled) {
    await ctx.db.update(users).set({ disabled_at: null }).where(eq(users.id, userId));
    return;
  }
  refuseSelf(actorId, userId, 'disable');
  const ended = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabled_at: sql`coalesce(${users.disabled_at}, now())` })
      .where(eq(users.id, userId));
    return revokeSessions(tx, { userId });
  });
  ctx.sessions.forget(ended);
}

export async function addUserToTeam(db: Database, teamId: number, userId: number, role: TeamRole): Promise<void> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound('Team');
  await requireUser(db, userId);
  try {
    await addMember(db, teamId, userId, role);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'That user is already a member of this team.');
    throw error;
  }
}
