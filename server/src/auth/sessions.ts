import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a sign-in lasts. Idle: a refresh token not used within it lapses. Absolute: counted from
 * the sign-in, no refresh goes past it — a stolen session cannot be kept alive for ever.
 */
export const SESSION_LIFETIME = {
  remember: { idleMs: 30 * DAY_MS, absoluteMs: 90 * DAY_MS },
  browser: { idleMs: DAY_MS, absoluteMs: 7 * DAY_MS },
} as const;

export const lifetimeOf = (remember: boolean) => (remember ? SESSION_LIFETIME.remember : SESSION_LIFETIME.browser);

export type SessionRow = typeof sessions.$inferSelect;

/** A new sign-in: its session, and the user's last sign-in (kept on the user: ended sessions go, see sweepSessions). */
export async function createSession(db: Database, input: { userId: number; remember: boolean }): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      id: randomUUID(),
      user_id: input.userId,
      remember: input.remember,
      expires_at: new Date(Date.now() + lifetimeOf(input.remember).absoluteMs).toISOString(),
    })
    .returning();
  await db.update(users).set({ last_sign_in_at: row!.created_at }).where(eq(users.id, input.userId));
  return row!;
}

/** How long an ended session (expired or signed out) is kept: a while, for a look at recent sign-ins. */
export const ENDED_SESSIONS_KEPT_DAYS = 30;

/**
 * Deletes the sessions that ended more than ENDED_SESSIONS_KEPT_DAYS ago, and with them their refresh
 * tokens (a new one each refresh, so they pile up). Answers how many sessions went.
 */
export async function sweepSessions(db: Database): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${ENDED_SESSIONS_KEPT_DAYS})`;
  const gone = await db
    .delete(sessions)
    .where(sql`${sessions.expires_at} < ${cutoff} or ${sessions.revoked_at} < ${cutoff}`)
    .returning({ id: sessions.id });
  return gone.length;
}

export async function findSession(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}

/** Ends the session given, or every session of a user. Returns the ids it ended. */
export async function revokeSessions(
  db: Database,
  which: { sessionId: string } | { userId: number },
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        isNull(sessions.revoked_at),
        'sessionId' in which ? eq(sessions.id, which.sessionId) : eq(sessions.user_id, which.userId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
