import type { RegisterRequest } from '@flipstack/contract';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { writeUserSetting } from '../settings/store/settings-store.ts';
import { addMember, createTeam } from '../teams/create-team.ts';
import { createUser, isUniqueViolation } from './create-user.ts';
import { hashPassword } from './password-hash.ts';
import { startSession, type AuthContext, type IssuedSession } from './session-service.ts';
import { findUserByEmail, type UserRow } from './users.ts';

/** What POST /register answers when the address already has an account: the same 201, no session. */
export const REGISTER_MAILED_MESSAGE = 'We have sent a mail to this address. Check your email to continue.';

export type RegisterMail = { mailer: Mailer; publicUrl: string };

/**
 * A new user who owns a new team, signed in like a login without "remember me"; null when the address
 * already has an account, whose owner gets a mail saying so instead (the caller answers the same status
 * either way, so sign-up never tells whether an address has an account).
 */
export async function register(
  ctx: AuthContext,
  mail: RegisterMail,
  input: RegisterRequest,
): Promise<IssuedSession | null> {
  // Hashed first either way, so a known address answers no faster than a new one.
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) return null;
      const created = await createUser(tx, { email: input.email, name: input.name, passwordHash });
      const teamId = await createTeam(tx, input.team_name);
      await addMember(tx, teamId, created.id, 'owner');
      await writeUserSetting(tx, created.id, 'default_team_id', teamId);
      return created;
    })
    .catch((error: unknown) => {
      // Two sign-ups of one new address at once: the second finds it taken, like any other.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  if (user) return startSession(ctx, user, { remember: false });
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) await mailAccountExists(mail, existing);
  return null;
}

async function mailAccountExists({ mailer, publicUrl }: RegisterMail, user: UserRow): Promise<void> {
  await mailer.send({
    to: user.email,
    subject: 'You already have a Flipstack account',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone, perhaps you, tried to create a Flipstack account with this email address. It already has an account, so no new one was made.',
      '',
      'To sign in, open:',
      `${publicUrl}/login`,
      '',
      'Forgot your password, or never set one? Choose a new one here:',
      `${publicUrl}/forgot-password`,
      '',
      'If it was not you, ignore this mail: nothing has changed.',
    ].join('\n'),
  });
}
