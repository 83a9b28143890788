import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ebayOauthStates } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';

/** Long enough to sign in to eBay and grant consent; a state is useless after it. */
export const STATE_TTL_SECONDS = 15 * 60;
export const STATE_COOKIE = 'flipstack_ebay_state';
const STATE_COOKIE_PATH = '/api/ebay/callback';
const AUDIENCE = 'flipstack-ebay-state';

const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');
const cookieOptions = (reply: FastifyReply) => ({
  httpOnly: true,
  // Lax: eBay's redirect to the callback is a top-level GET navigation, which carries Lax cookies.
  sameSite: 'lax' as const,
  secure: reply.server.config.publicUrl.startsWith('https'),
  path: STATE_COOKIE_PATH,
});

/**
 * Starts a connection: a random OAuth `state`, kept (hashed) with who asked until it expires, and given
 * to this browser in a signed, httpOnly cookie that only the callback's path receives. The callback
 * takes the state only from the browser holding that cookie, and only once.
 */
export async function startState(db: Database, reply: FastifyReply, session: Session, secret: string): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.delete(ebayOauthStates).where(lt(ebayOauthStates.expires_at, sql`now()`));
  await db.insert(ebayOauthStates).values({
    state_hash: hashOf(state),
    team_id: session.teamId,
    user_id: session.userId,
    expires_at: sql`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
  });
  const cookie = await new SignJWT({ state })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
  reply.setCookie(STATE_COOKIE, cookie, { ...cookieOptions(reply), maxAge: STATE_TTL_SECONDS });
  return state;
}

export type StateCheck =
  { ok: true; userId: number; teamId: number } | { ok: false; reason: 'other-browser' | 'expired-or-used' };

/**
 * The callback's state checked: it must be the one this browser's cookie holds (else the consent was
 * started elsewhere: someone else's link), still kept and unexpired; it is used up here. The cookie
 * is cleared whatever the outcome.
 */
export async function takeState(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  state: string | undefined,
  secret: string,
): Promise<StateCheck> {
  const cookie = request.cookies[STATE_COOKIE];
  reply.clearCookie(STATE_COOKIE, cookieOptions(reply));
  let held: unknown;
  try {
    held = cookie
      ? (await jwtVerify(cookie, new TextEncoder().encode(secret), { audience: AUDIENCE, algorithms: ['HS256'] }))
          .payload['state']
      : undefined;
  } catch {
    held = undefined;
  }
  if (!state || typeof held !== 'string' || held !== state) return { ok: false, reason: 'other-browser' };
  const [row] = await db
    .delete(ebayOauthStates)
    .where(and(eq(ebayOauthStates.state_hash, hashOf(state)), gt(ebayOauthStates.expires_at, sql`now()`)))
    .returning({ userId: ebayOauthStates.user_id, teamId: ebayOauthStates.team_id });
  return row ? { ok: true, ...row } : { ok: false, reason: 'expired-or-used' };
}
