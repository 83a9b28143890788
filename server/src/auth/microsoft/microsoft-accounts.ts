import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { MicrosoftAccount } from '../../integrations/microsoft/entra-client.ts';
import { writeUserSetting } from '../../settings/store/settings-store.ts';
import { addMember, createTeam } from '../../teams/create-team.ts';
import { createUser, isUniqueViolation } from '../create-user.ts';
import { findUserByEmail, findUserById, type UserRow } from '../users.ts';

/** The user a Microsoft account (tenant + object id) is linked to. */
export async function findLinkedUser(db: Database, account: MicrosoftAccount): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.microsoft_tid, account.tid), eq(users.microsoft_oid, account.oid)))
    .limit(1);
  return row;
}

/** Links the account to the user (replacing a former link); false when another user holds it. */
export async function linkAccount(db: Database, userId: number, account: MicrosoftAccount): Promise<boolean> {
  try {
    await db.update(users).set({ microsoft_tid: account.tid, microsoft_oid: account.oid }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A user without a password could not sign in any more: they set one first. */
export async function unlinkAccount(db: Database, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (user.password_hash === null) {
    throw new AppError('CONFLICT', 'Set a password before unlinking Microsoft: without either you could not sign in.');
  }
  await db.update(users).set({ microsoft_tid: null, microsoft_oid: null }).where(eq(users.id, userId));
}

/**
 * MS_ALLOW_SIGNUP: a user (without a password) and a team of their own for an unknown account. An
 * email that already has a user is never linked on the way: whoever runs a tenant chooses its
 * emails, so the owner of that user links it themselves, signed in. Null when the email is taken.
 */
export async function signUpWithMicrosoft(db: Database, account: MicrosoftAccount): Promise<UserRow | null> {
  const email = account.email?.trim().toLowerCase();
  if (!email) throw new AppError('BAD_REQUEST', 'The Microsoft account has no email address.');
  const name = account.name?.trim() || email.split('@')[0] || email;
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) return null;
      const created = await createUser(tx, { email, name, passwordHash: null });
      await tx
        .update(users)
        .set({ microsoft_tid: account.tid, microsoft_oid: account.oid })
        .where(eq(users.id, created.id));
      const teamId = await createTeam(tx, `${name}'s team`.slice(0, 120));
      await addMember(tx, teamId, created.id, 'owner');
      await writeUserSetting(tx, created.id, 'default_team_id', teamId);
      return { ...created, microsoft_tid: account.tid, microsoft_oid: account.oid };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
