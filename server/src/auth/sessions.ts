import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

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
  return row!;
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
