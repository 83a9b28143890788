import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  newTokenQuerySchema,
  refreshTokenRequestSchema,
  sessionResponseSchema,
} from '@flipstack/contract';
import { readAccessToken } from '../http/session.ts';
import { authContext } from './auth-context.ts';
import { prepareDummyHash } from './password-hash.ts';
import { loginRateLimits } from './rate-limits.ts';
import { clearSessionCookies, readRefreshToken, setSessionCookies } from './session-cookies.ts';
import { describeSession, login, logout, refreshSession, switchTeam } from './session-service.ts';
import { sessionExpired } from './refresh-tokens.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/** Sign-in, token refresh, team switch, sign-out and the session check. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);
  void prepareDummyHash();

  app.post(
    '/login',
    {
      config: { public: true, rateLimits: loginRateLimits(app.config) },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: sessionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const session = await login(ctx, request.body);
      setSessionCookies(reply, session);
      return session.body;
    },
  );

  app.post(
    '/refresh-token',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: refreshTokenRequestSchema, response: { 200: sessionResponseSchema, ...errors } },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/new-token',
    {
      config: { changesState: true },
      schema: { tags: ['auth'], querystring: newTokenQuerySchema, response: { 200: sessionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const session = await switchTeam(ctx, request.session, request.query.selected_team_id, readRefreshToken(request));
      setSessionCookies(reply, session);
      return session.body;
    },
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: refreshTokenRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await logout(ctx, { refresh: readRefreshToken(request), access: readAccessToken(request) });
      clearSessionCookies(reply);
      return { message: 'You are now logged out.' };
    },
  );

  app.get('/auth/me', { schema: { tags: ['auth'], response: { 200: meResponseSchema, ...errors } } }, async (request) =>
    describeSession(ctx, request.session),
  );
};
