import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';

/** Who is calling: put on every authenticated request by the auth hook; the team comes from here only. */
export type Session = { userId: number; teamId: number; superAdmin: boolean };
/** An access token's caller and the sign-in it was issued in (claim `sid`): revoking that ends the token at once. */
export type SignedInSession = Session & {
  sessionId: string;
  /** Set when the caller came with an assistant token: the one chat whose stream it may open. */
  assistantChatId?: number;
};

export const ACCESS_COOKIE = 'flipstack_access';
export const REFRESH_COOKIE = 'flipstack_refresh';
/** Access tokens; an assistant token has an audience of its own, so no other route takes it. */
export const ACCESS_AUDIENCE = 'flipstack';
export const ASSISTANT_AUDIENCE = 'flipstack-assistant';

export async function signAccessToken(
  session: SignedInSession,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ team_id: session.teamId, super_admin: session.superAdmin, sid: session.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(session.userId))
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setAudience(ACCESS_AUDIENCE)
    .sign(secret);
}

/**
 * A token for one completion stream, which a page script may hold (an EventSource-like reader sends it
 * as `Authorization: Bearer`): it lives ASSISTANT_TOKEN_TTL_SECONDS, opens only that chat's stream,
 * and ends with the sign-in it was made in.
 */
export async function signAssistantToken(
  session: SignedInSession,
  chatId: number,
  ttlSeconds: number,
  secret: Uint8Array,
): Promise<string> {
  return new SignJWT({
    team_id: session.teamId,
    super_admin: session.superAdmin,
    sid: session.sessionId,
    chat_id: chatId,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(session.userId))
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setAudience(ASSISTANT_AUDIENCE)
    .sign(secret);
}

/**
 * Access tokens already verified with a secret, until they expire: checking the signature (WebCrypto
 * HMAC) on every call was a tenth of a list call's time. A token is immutable, so remembering that its
 * signature is good changes nothing but the cost; whether its session still lives is asked apart, on
 * every call (the auth hook).
 */
type Verified = { session: SignedInSession; audience: string; expiresAt: number };
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Verified>>();
const VERIFIED_MAX = 10_000;

/**
 * Null for a missing, expired, forged or malformed token, one without a session (issued before
 * sessions), or one made for another audience (an assistant token where an access token is asked).
 */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  audience: string = ACCESS_AUDIENCE,
): Promise<SignedInSession | null> {
  const known = verifiedEarlier(token, secret, audience);
  if (known !== undefined) return known;
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map<string, Verified>()));
  try {
    const { payload } = await jwtVerify(token, secret, { audience, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const teamId = Number(payload['team_id']);
    const sessionId = payload['sid'];
    if (!Number.isInteger(userId) || !Number.isInteger(teamId) || typeof sessionId !== 'string') return null;
    const session: SignedInSession = { userId, teamId, superAdmin: payload['super_admin'] === true, sessionId };
    if (audience === ASSISTANT_AUDIENCE) {
      const chatId = Number(payload['chat_id']);
      if (!Number.isInteger(chatId)) return null;
      session.assistantChatId = chatId;
    }
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    if (payload.exp) verified.set(token, { session, audience, expiresAt: payload.exp * 1000 });
    return session;
  } catch {
    return null;
  }
}

/** What verifyAccessToken answered for this token before, while it has not expired; undefined when it has not been asked. */
export function verifiedEarlier(
  token: string,
  secret: Uint8Array,
  audience: string = ACCESS_AUDIENCE,
): SignedInSession | null | undefined {
  const known = verifiedBySecret.get(secret)?.get(token);
  if (!known || known.expiresAt <= Date.now()) return undefined;
  return known.audience === audience ? known.session : null;
}

/** The access token a request carries: `Authorization: Bearer`, else the cookie. */
export function readAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[ACCESS_COOKIE] || undefined;
}
