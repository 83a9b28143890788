import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `remember` keeps a sign-in for 30 days; otherwise the server ends it after a day even if the browser stays open. */
export const REFRESH_TTL_MS = { remember: 30 * DAY_MS, session: DAY_MS } as const;

export type IssuedRefreshToken = { token: string; familyId: string; remember: boolean; expiresAt: Date };
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export const sessionExpired = () => new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');

/** A new token; without a familyId it starts a new family (a new sign-in). */
export async function issueRefreshToken(
  db: Database,
  input: { userId: number; teamId: number; remember: boolean; familyId?: string },
): Promise<IssuedRefreshToken> {
  const token = newSecretToken();
  const familyId = input.familyId ?? randomUUID();
  const expiresAt = new Date(Date.now() + (input.remember ? REFRESH_TTL_MS.remember : REFRESH_TTL_MS.session));
  await db.insert(refreshTokens).values({
    user_id: input.userId,
    team_id: input.teamId,
    family_id: familyId,
    token_hash: hashSecretToken(token),
    remember: input.remember,
    expires_at: expiresAt.toISOString(),
  });
  return { token, familyId, remember: input.remember, expiresAt };
}

export async function findRefreshToken(db: Database, token: string): Promise<(RefreshTokenRow & { is_expired: boolean }) | undefined> {
  const [row] = await db
    .select({ row: refreshTokens, is_expired: sql<boolean>`${refreshTokens.expires_at} <= now()` })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashSecretToken(token)))
    .limit(1);
  return row && { ...row.row, is_expired: row.is_expired };
}

/**
 * The row of a token that may still be exchanged. Throws 401 otherwise; presenting a token that was
 * already exchanged means a copy exists somewhere, so the whole family is revoked.
 */
export async function requireUsableRefreshToken(db: Database, token: string): Promise<RefreshTokenRow> {
  const row = await findRefreshToken(db, token);
  if (!row || row.revoked_at !== null || row.is_expired) throw sessionExpired();
  if (row.used_at !== null) {
    await revokeFamily(db, row.family_id);
    throw sessionExpired();
  }
  return row;
}

/** Marks the token used and issues its successor in the same family, in one transaction. */
export async function rotateRefreshToken(db: Database, row: RefreshTokenRow, teamId: number): Promise<IssuedRefreshToken> {
  const next = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    return issueRefreshToken(tx, { userId: row.user_id, teamId, remember: row.remember, familyId: row.family_id });
  });
  if (next) return next;
  // Another request exchanged the same token a moment earlier: treat it as reuse.
  await revokeFamily(db, row.family_id);
  throw sessionExpired();
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** Ends every sign-in of a user, or every one but `exceptFamilyId` (the caller's own). */
export async function revokeUserTokens(db: Database, userId: number, exceptFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        exceptFamilyId === undefined ? undefined : ne(refreshTokens.family_id, exceptFamilyId),
      ),
    );
}
