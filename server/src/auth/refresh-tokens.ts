import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { refreshTokens, sessions } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { lifetimeOf } from './sessions.ts';

/**
 * How long a token that was just exchanged may be presented again. Tabs of one browser share the
 * refresh cookie; when two refresh at once, the one that comes second holds the token the first has
 * just exchanged. Within this window it gets a fresh access token (and no new refresh token: the
 * browser keeps the first one's); later, the same reuse means a copy exists, and the session ends.
 */
export const REUSE_GRACE_SECONDS = 10;
const GRACE_INTERVAL = sql.raw(`interval '${REUSE_GRACE_SECONDS} seconds'`);

export type IssuedRefreshToken = { token: string; expiresAt: Date };
/** The session a token belongs to, as much as issuing the next one needs. */
export type TokenSession = { id: string; user_id: number; remember: boolean; expires_at: string };

/** A presented refresh token and what decides its fate, read in one statement. */
export type PresentedToken = {
  id: number;
  user_id: number;
  team_id: number;
  used_at: string | null;
  session: TokenSession;
  /** Neither the token nor its session has expired, and the session is not revoked. */
  is_usable: boolean;
  /** Exchanged less than REUSE_GRACE_SECONDS ago. */
  is_just_used: boolean;
};

export const sessionExpired = () => new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');

/** A new token of the session: it lapses after the idle time, and never after the session's end. */
export async function issueRefreshToken(
  db: Database,
  session: TokenSession,
  teamId: number,
): Promise<IssuedRefreshToken> {
  const token = newSecretToken();
  const expiresAt = new Date(
    Math.min(Date.now() + lifetimeOf(session.remember).idleMs, Date.parse(session.expires_at)),
  );
  await db.insert(refreshTokens).values({
    user_id: session.user_id,
    team_id: teamId,
    family_id: session.id,
    token_hash: hashSecretToken(token),
    expires_at: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

export async function findPresentedToken(db: Database, token: string): Promise<PresentedToken | undefined> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      user_id: refreshTokens.user_id,
      team_id: refreshTokens.team_id,
      used_at: refreshTokens.used_at,
      session: {
        id: sessions.id,
        user_id: sessions.user_id,
        remember: sessions.remember,
        expires_at: sessions.expires_at,
      },
      is_usable: sql<boolean>`${refreshTokens.expires_at} > now() and ${sessions.expires_at} > now() and ${sessions.revoked_at} is null`,
      is_just_used: sql<boolean>`coalesce(${refreshTokens.used_at} > now() - ${GRACE_INTERVAL}, false)`,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.family_id))
    .where(eq(refreshTokens.token_hash, hashSecretToken(token)))
    .limit(1);
  return row;
}

/**
 * Marks the token used and issues its successor, in one transaction. Null when another request
 * exchanged the same token a moment earlier (the caller reads it again: now it is just used).
 */
export async function rotateRefreshToken(
  db: Database,
  presented: PresentedToken,
  teamId: number,
): Promise<IssuedRefreshToken | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(refreshTokens.id, presented.id), isNull(refreshTokens.used_at)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    return issueRefreshToken(tx, presented.session, teamId);
  });
}

/** The session's newest token not exchanged yet: the one the browser holds now. */
export async function findCurrentToken(db: Database, sessionId: string) {
  const [row] = await db
    .select({ id: refreshTokens.id, team_id: refreshTokens.team_id, expires_at: refreshTokens.expires_at })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family_id, sessionId),
        isNull(refreshTokens.used_at),
        gt(refreshTokens.expires_at, sql`now()`),
      ),
    )
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  return row;
}

/** The team a token carries into the next refresh (a team switch that met a concurrent refresh). */
export async function moveTokenToTeam(db: Database, tokenId: number, teamId: number): Promise<void> {
  await db.update(refreshTokens).set({ team_id: teamId }).where(eq(refreshTokens.id, tokenId));
}
