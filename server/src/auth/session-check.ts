import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

/**
 * Is a sign-in still live? Asked on every authenticated call: one primary-key read, its yes remembered
 * for `cacheMs` (a few seconds) so a burst of calls reads once. The truth lives in the database, so
 * every app instance agrees; an instance that revokes forgets at once, the others within `cacheMs`.
 */
export type SessionCheck = {
  isLive(sessionId: string, userId: number): Promise<boolean>;
  /** isLive's answer while it is remembered; undefined when it must be asked. */
  knownLive(sessionId: string, userId: number): boolean | undefined;
  /** After a revocation: this instance stops accepting those sessions now. */
  forget(sessionIds: Iterable<string>): void;
};

const CACHE_MAX = 10_000;

export function createSessionCheck(db: Database, cacheMs: number): SessionCheck {
  const live = new Map<string, { userId: number; until: number }>();
  const knownLive = (sessionId: string, userId: number) => {
    const known = live.get(sessionId);
    return known && known.until > Date.now() ? known.userId === userId : undefined;
  };
  return {
    knownLive,
    async isLive(sessionId, userId) {
      const now = Date.now();
      const known = knownLive(sessionId, userId);
      if (known !== undefined) return known;
      const [row] = await db
        .select({ userId: sessions.user_id, expiresAt: sessions.expires_at })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)))
        .limit(1);
      if (!row) {
        live.delete(sessionId);
        return false;
      }
      if (cacheMs > 0) {
        if (live.size >= CACHE_MAX) live.delete(live.keys().next().value!);
        live.set(sessionId, { userId: row.userId, until: Math.min(now + cacheMs, Date.parse(row.expiresAt)) });
      }
      return row.userId === userId;
    },
    forget(sessionIds) {
      for (const sessionId of sessionIds) live.delete(sessionId);
    },
  };
}
