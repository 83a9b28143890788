import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AuthorizationChecks } from '../../integrations/microsoft/entra-client.ts';

/**
 * Between the redirect to Microsoft and its callback, the checks (state, nonce, PKCE verifier) and
 * the intent live in a signed, httpOnly cookie that only the callback's path receives, never in an
 * instance's memory: the callback may reach another instance. It lasts as long as a sign-in at
 * Microsoft may reasonably take.
 */
export const STATE_COOKIE = 'flipstack_microsoft';
const STATE_COOKIE_PATH = '/api/microsoft';
const STATE_TTL_SECONDS = 10 * 60;
const STATE_AUDIENCE = 'flipstack-microsoft-state';

const stateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  /** Set when a signed-in user links their Microsoft account: that user and sign-in. */
  link: z.object({ userId: z.number().int(), sessionId: z.string() }).optional(),
  remember: z.boolean(),
  redirect: z.string(),
});
export type MicrosoftState = z.infer<typeof stateSchema>;
export type { AuthorizationChecks };

export async function setStateCookie(reply: FastifyReply, state: MicrosoftState, secret: Uint8Array): Promise<void> {
  const token = await new SignJWT({ ...state })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .sign(secret);
  reply.setCookie(STATE_COOKIE, token, {
    httpOnly: true,
    // Lax: the callback is a top-level GET navigation from Microsoft, which carries Lax cookies.
    sameSite: 'lax',
    secure: reply.server.config.publicUrl.startsWith('https'),
    path: STATE_COOKIE_PATH,
    maxAge: STATE_TTL_SECONDS,
  });
}

/** The state of this browser's pending sign-in, or undefined when missing, expired or forged. */
export async function readStateCookie(
  request: FastifyRequest,
  secret: Uint8Array,
): Promise<MicrosoftState | undefined> {
  const token = request.cookies[STATE_COOKIE];
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, secret, { audience: STATE_AUDIENCE, algorithms: ['HS256'] });
    const parsed = stateSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A state serves one callback. */
export function clearStateCookie(reply: FastifyReply): void {
  reply.clearCookie(STATE_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.publicUrl.startsWith('https'),
    path: STATE_COOKIE_PATH,
  });
}
