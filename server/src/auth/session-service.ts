import type { LoginRequest, MeResponse, SessionResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { signAccessToken, type Session } from '../http/session.ts';
import { chooseSessionTeam, isMember } from '../teams/memberships.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import {
  findRefreshToken,
  issueRefreshToken,
  requireUsableRefreshToken,
  revokeFamily,
  rotateRefreshToken,
  sessionExpired,
  type IssuedRefreshToken,
} from './refresh-tokens.ts';
import { findUserByEmail, findUserById, toPublicUser, type UserRow } from './users.ts';

export type AuthContext = { db: Database; secret: Uint8Array };
/** What a route needs to answer and set the cookies. */
export type IssuedSession = { body: SessionResponse; refresh: IssuedRefreshToken };

export const INVALID_CREDENTIALS = 'Invalid email or password.';

export async function login(ctx: AuthContext, input: Required<LoginRequest>): Promise<IssuedSession> {
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = user?.password_hash
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return startSession(ctx, user, { remember: input.remember });
}

/** A new sign-in (new refresh family) for a user whose identity is already proven. */
export async function startSession(ctx: AuthContext, user: UserRow, options: { remember: boolean }): Promise<IssuedSession> {
  const teamId = await chooseSessionTeam(ctx.db, user.id);
  const refresh = await issueRefreshToken(ctx.db, { userId: user.id, teamId, remember: options.remember });
  return issueSession(ctx, user, teamId, refresh);
}

export async function refreshSession(ctx: AuthContext, token: string): Promise<IssuedSession> {
  const row = await requireUsableRefreshToken(ctx.db, token);
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) throw sessionExpired();
  const teamId = await chooseSessionTeam(ctx.db, user.id, row.team_id);
  const refresh = await rotateRefreshToken(ctx.db, row, teamId);
  return issueSession(ctx, user, teamId, refresh);
}

/**
 * Moves the session to another of the user's teams. The caller's refresh token, when it has one, is
 * rotated into the new team; a caller without one (Authorization: Bearer) gets a new family.
 */
export async function switchTeam(ctx: AuthContext, session: Session, teamId: number, token: string | undefined): Promise<IssuedSession> {
  if (!(await isMember(ctx.db, session.userId, teamId))) {
    throw new AppError('FORBIDDEN', 'You are not a member of that team.');
  }
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw sessionExpired();
  const current = token ? await findRefreshToken(ctx.db, token) : undefined;
  if (token && current?.user_id === user.id) {
    const row = await requireUsableRefreshToken(ctx.db, token);
    return issueSession(ctx, user, teamId, await rotateRefreshToken(ctx.db, row, teamId));
  }
  const refresh = await issueRefreshToken(ctx.db, { userId: user.id, teamId, remember: false });
  return issueSession(ctx, user, teamId, refresh);
}

/** Signing out ends the whole family of the presented token; without one there is nothing to end. */
export async function logout(ctx: AuthContext, token: string | undefined): Promise<void> {
  const row = token ? await findRefreshToken(ctx.db, token) : undefined;
  if (row) await revokeFamily(ctx.db, row.family_id);
}

export async function describeSession(ctx: AuthContext, session: Session): Promise<MeResponse> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return { user: toPublicUser(user), team_id: session.teamId, super_admin: user.super_admin };
}

async function issueSession(ctx: AuthContext, user: UserRow, teamId: number, refresh: IssuedRefreshToken): Promise<IssuedSession> {
  const accessToken = await signAccessToken({ userId: user.id, teamId, superAdmin: user.super_admin }, ctx.secret);
  return {
    body: {
      user: toPublicUser(user),
      team_id: teamId,
      super_admin: user.super_admin,
      access_token: accessToken,
      refresh_expires_at: refresh.expiresAt.toISOString(),
    },
    refresh,
  };
}
