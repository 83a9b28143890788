import type { LoginRequest, MeResponse, SessionResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { signAccessToken, verifyAccessToken, type SignedInSession } from '../http/session.ts';
import { chooseSessionTeam, isMember } from '../teams/memberships.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import {
  findCurrentToken,
  findPresentedToken,
  issueRefreshToken,
  moveTokenToTeam,
  rotateRefreshToken,
  sessionExpired,
  type IssuedRefreshToken,
  type TokenSession,
} from './refresh-tokens.ts';
import type { SessionCheck } from './session-check.ts';
import { createSession, revokeSessions } from './sessions.ts';
import { findUserByEmail, findUserById, toPublicUser, type UserRow } from './users.ts';

export type AuthContext = { db: Database; secret: Uint8Array; sessions: SessionCheck; accessTtlSeconds: number };

/** What a route needs to answer and set the cookies. The access token travels in a cookie only. */
export type IssuedSession = {
  body: SessionResponse;
  accessToken: string;
  accessTtlSeconds: number;
  remember: boolean;
  /** Absent when the presented token was just exchanged by a concurrent request: the browser keeps that one's cookie. */
  refresh?: IssuedRefreshToken;
};

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Ask an administrator to enable it.';

export async function login(ctx: AuthContext, input: Required<LoginRequest>): Promise<IssuedSession> {
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = user?.password_hash
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return startSession(ctx, user, { remember: input.remember });
}

/** A new sign-in (a new session) for a user whose identity is already proven; a disabled user is refused. */
export async function startSession(
  ctx: AuthContext,
  user: UserRow,
  options: { remember: boolean; preferredTeamId?: number },
): Promise<IssuedSession> {
  if (user.disabled_at !== null) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  const teamId = await chooseSessionTeam(ctx.db, user.id, options.preferredTeamId);
  const { session, refresh } = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx, { userId: user.id, remember: options.remember });
    return { session: created, refresh: await issueRefreshToken(tx, created, teamId) };
  });
  return issueSession(ctx, user, teamId, session, { refresh });
}

export async function refreshSession(ctx: AuthContext, token: string): Promise<IssuedSession> {
  return exchange(ctx, token, (userId, teamId) => chooseSessionTeam(ctx.db, userId, teamId));
}

/**
 * Moves the session to another of the user's teams: its refresh token (the cookie; it must belong to
 * the session of the access token) is exchanged for one of the new team. Never a new session: a
 * caller without the refresh cookie (a Bearer token alone) cannot switch.
 */
export async function switchTeam(
  ctx: AuthContext,
  session: SignedInSession,
  teamId: number,
  token: string | undefined,
): Promise<IssuedSession> {
  if (!(await isMember(ctx.db, session.userId, teamId))) {
    throw new AppError('FORBIDDEN', 'You are not a member of that team.');
  }
  const presented = token ? await findPresentedToken(ctx.db, token) : undefined;
  if (!token || presented?.session.id !== session.sessionId) throw sessionExpired();
  return exchange(ctx, token, async () => teamId);
}

/**
 * Exchanges a refresh token for a session: the next token of its session and an access token. A token
 * exchanged a moment ago (another tab refreshing at the same time) gets an access token for the
 * session's current token; one exchanged earlier than that is a copy: the session ends.
 */
async function exchange(
  ctx: AuthContext,
  token: string,
  teamFor: (userId: number, currentTeamId: number) => Promise<number>,
): Promise<IssuedSession> {
  // Twice at most: when a concurrent request wins the exchange, read the token again (now just used).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const presented = await findPresentedToken(ctx.db, token);
    if (!presented?.is_usable) throw sessionExpired();
    const user = await findUserById(ctx.db, presented.user_id);
    if (!user || user.disabled_at !== null) throw sessionExpired();
    if (presented.used_at === null) {
      const teamId = await teamFor(user.id, presented.team_id);
      const refresh = await rotateRefreshToken(ctx.db, presented, teamId);
      if (refresh) return issueSession(ctx, user, teamId, presented.session, { refresh });
      continue;
    }
    const current = presented.is_just_used ? await findCurrentToken(ctx.db, presented.session.id) : undefined;
    if (!current) {
      await revokeSession(ctx, presented.session.id);
      throw sessionExpired();
    }
    const teamId = await teamFor(user.id, current.team_id);
    if (teamId !== current.team_id) await moveTokenToTeam(ctx.db, current.id, teamId);
    return issueSession(ctx, user, teamId, presented.session, { refreshExpiresAt: new Date(current.expires_at) });
  }
  throw sessionExpired();
}

/**
 * Signing out ends the session of the presented refresh token and of the access token, with every
 * token issued in it; without either there is nothing to end.
 */
export async function logout(ctx: AuthContext, tokens: { refresh?: string; access?: string }): Promise<void> {
  const presented = tokens.refresh ? await findPresentedToken(ctx.db, tokens.refresh) : undefined;
  const access = tokens.access ? await verifyAccessToken(tokens.access, ctx.secret) : null;
  for (const sessionId of new Set([presented?.session.id, access?.sessionId])) {
    if (sessionId) await revokeSession(ctx, sessionId);
  }
}

export async function revokeSession(ctx: AuthContext, sessionId: string): Promise<void> {
  ctx.sessions.forget(await revokeSessions(ctx.db, { sessionId }));
}

export async function describeSession(ctx: AuthContext, session: SignedInSession): Promise<MeResponse> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return { user: toPublicUser(user), team_id: session.teamId, super_admin: user.super_admin };
}

async function issueSession(
  ctx: AuthContext,
  user: UserRow,
  teamId: number,
  session: TokenSession,
  tokens: { refresh: IssuedRefreshToken } | { refreshExpiresAt: Date },
): Promise<IssuedSession> {
  const refresh = 'refresh' in tokens ? tokens.refresh : undefined;
  const refreshExpiresAt = 'refresh' in tokens ? tokens.refresh.expiresAt : tokens.refreshExpiresAt;
  const accessToken = await signAccessToken(
    { userId: user.id, teamId, superAdmin: user.super_admin, sessionId: session.id },
    ctx.secret,
    ctx.accessTtlSeconds,
  );
  return {
    body: {
      user: toPublicUser(user),
      team_id: teamId,
      super_admin: user.super_admin,
      refresh_expires_at: refreshExpiresAt.toISOString(),
    },
    accessToken,
    accessTtlSeconds: ctx.accessTtlSeconds,
    remember: session.remember,
    ...(refresh ? { refresh } : {}),
  };
}
