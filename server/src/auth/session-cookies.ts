import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../http/session.ts';
import type { IssuedSession } from './session-service.ts';

/** The refresh cookie only travels to /api, where refresh-token, new-token and logout read it. */
const REFRESH_COOKIE_PATH = '/api';

function baseOptions(reply: FastifyReply): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: reply.server.config.publicUrl.startsWith('https') };
}

/**
 * The access token travels in this cookie only (never in a body a script could read). `remember`
 * makes both cookies persistent; otherwise they end with the browser session (no Max-Age). Without a
 * new refresh token (a concurrent refresh won) the browser keeps the refresh cookie it has.
 */
export function setSessionCookies(reply: FastifyReply, session: IssuedSession): void {
  const base = baseOptions(reply);
  reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    ...base,
    path: '/',
    ...(session.remember ? { maxAge: session.accessTtlSeconds } : {}),
  });
  const { refresh } = session;
  if (!refresh) return;
  const refreshSeconds = Math.floor((refresh.expiresAt.getTime() - Date.now()) / 1000);
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    ...(session.remember ? { maxAge: refreshSeconds } : {}),
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  const base = baseOptions(reply);
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
}

/** `{refresh_token}` from the body when a client without cookies sends one, else the refresh cookie. */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  const body = request.body as { refresh_token?: unknown } | null | undefined;
  const fromBody = typeof body?.refresh_token === 'string' ? body.refresh_token : undefined;
  return fromBody || request.cookies[REFRESH_COOKIE] || undefined;
}
