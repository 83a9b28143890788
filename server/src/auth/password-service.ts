import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ChangePasswordRequest, ResetPasswordRequest, SetPasswordRequest } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { passwordResetTokens, users } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { SignedInSession } from '../http/session.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { startSession, type AuthContext, type IssuedSession } from './session-service.ts';
import { findSession, revokeSessions } from './sessions.ts';
import { findUserByEmail, findUserById } from './users.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newSecretToken();
  await db.insert(passwordResetTokens).values({
    user_id: user.id,
    token_hash: hashSecretToken(token),
    expires_at: new Date(Date.now() + RESET_TTL_MS).toISOString(),
  });
  const link = `${publicUrl}/reset-password/${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your Flipstack password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your Flipstack account. To choose a new password, open this link within an hour:',
      '',
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

/** Sets the new password and ends every sign-in of the user; the token (and any other open one) is spent. */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordRequest): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const ended = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.token_hash, hashSecretToken(input.token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.user_id });
    if (!claimed) return null;
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetTokens.user_id, claimed.userId), isNull(passwordResetTokens.used_at)));
    return revokeSessions(tx, { userId: claimed.userId });
  });
  if (!ended) throw new AppError('BAD_REQUEST', 'This reset link is invalid or has expired.');
  ctx.sessions.forget(ended);
}

/**
 * Ends every sign-in of the user — the caller's own too, in case someone shares it — with all their
 * tokens at once, and signs the caller in afresh (same "remember", same team): the route sets the
 * new cookies.
 */
export async function changePassword(
  ctx: AuthContext,
  session: SignedInSession,
  input: ChangePasswordRequest,
): Promise<IssuedSession> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (!user.password_hash || !(await verifyPassword(input.current_password, user.password_hash))) {
    const message = 'Current password is incorrect';
    throw new AppError('VALIDATION_FAILED', message, { current_password: message });
  }
  const passwordHash = await hashPassword(input.password);
  const current = await findSession(ctx.db, session.sessionId);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, user.id));
    return revokeSessions(tx, { userId: user.id });
  });
  ctx.sessions.forget(ended);
  return startSession(ctx, user, { remember: current?.remember ?? false, preferredTeamId: session.teamId });
}

/** A first password for a user who signs in with Microsoft only; one who has a password changes it instead. */
export async function setPassword(
  ctx: AuthContext,
  session: SignedInSession,
  input: SetPasswordRequest,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const updated = await ctx.db
    .update(users)
    .set({ password_hash: passwordHash })
    .where(and(eq(users.id, session.userId), isNull(users.password_hash)))
    .returning({ id: users.id });
  if (updated.length === 0) {
    throw new AppError('CONFLICT', 'You already have a password: change it with your current password.');
  }
}
