import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { readAccessToken } from '../http/session.ts';
import { authContext } from './auth-context.ts';
import { prepareDummyHash } from './password-hash.ts';
import { loginRateLimits } from './rate-limits.ts';
import { clearSessionCookies, readRefreshToken, setSessionCookies } from './session-cookies.ts';
import { describeSession, login, logout, refreshSession, switchTeam } from './session-service.ts';
import { sessionExpired } from './refresh-tokens.ts';

/** Sign-in, token refresh, team switch, sign-out and the session check. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const ctx = authContext(app);
  void prepareDummyHash();

  route(app, authEndpoints.login, { config: { rateLimits: loginRateLimits(app.config) } }, async (request, reply) => {
    const session = await login(ctx, request.body);
    setSessionCookies(reply, session);
    return session.body;
  });

  route(app, authEndpoints.refreshToken, async (request, reply) => {
    try {
      const token = readRefreshToken(request);
      if (!token) throw sessionExpired();
      const session = await refreshSession(ctx, token);
      setSessionCookies(reply, session);
      return session.body;
    } catch (error) {
      clearSessionCookies(reply);
      throw error;
    }
  });

  route(app, authEndpoints.newToken, { config: { changesState: true } }, async (request, reply) => {
    const session = await switchTeam(ctx, request.session, request.query.selected_team_id, readRefreshToken(request));
    setSessionCookies(reply, session);
    return session.body;
  });

  route(app, authEndpoints.logout, async (request, reply) => {
    await logout(ctx, { refresh: readRefreshToken(request), access: readAccessToken(request) });
    clearSessionCookies(reply);
    return { message: 'You are now logged out.' };
  });

  route(app, authEndpoints.me, async (request) => describeSession(ctx, request.session));
};
