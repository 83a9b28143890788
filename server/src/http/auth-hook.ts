import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { ACCESS_COOKIE, verifyAccessToken, type Session } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every non-public /api route; throws-free access via `request.session`. */
    session: Session;
  }
  interface FastifyContextConfig {
    /** Routes reachable without signing in (status, login, register, password reset …). */
    public?: boolean;
  }
}

/**
 * Team scope is enforced here and only here: every /api route that is not marked public gets the
 * caller's session from the access token (cookie, or `Authorization: Bearer`), never from input.
 */
export function registerAuthHook(app: FastifyInstance, secret: Uint8Array): void {
  app.decorateRequest('session', null as unknown as Session);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (request.routeOptions.config.public) return;
    if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    const session = token ? await verifyAccessToken(token, secret) : null;
    if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    request.session = session;
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}
