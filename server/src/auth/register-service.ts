import type { RegisterRequest } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { writeUserSetting } from '../settings/store/settings-store.ts';
import { addMember, createTeam } from '../teams/create-team.ts';
import { createUser, isUniqueViolation } from './create-user.ts';
import { hashPassword } from './password-hash.ts';
import { startSession, type AuthContext, type IssuedSession } from './session-service.ts';
import { findUserByEmail } from './users.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';
const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });

/** A new user who owns a new team, signed in like a login without "remember me". */
export async function register(ctx: AuthContext, input: RegisterRequest): Promise<IssuedSession> {
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw emailTaken();
      const created = await createUser(tx, { email: input.email, name: input.name, passwordHash });
      const teamId = await createTeam(tx, input.team_name);
      await addMember(tx, teamId, created.id, 'owner');
      await writeUserSetting(tx, created.id, 'default_team_id', teamId);
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  return startSession(ctx, user, { remember: false });
}
