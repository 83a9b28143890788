import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { ACCESS_COOKIE, verifyAccessToken, type Session } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; reading it where the auth hook set none is a 401, never a crash. */
    readonly session: Session;
  }
  interface FastifyContextConfig {
    /** Routes reachable without signing in (status, login, register, password reset …). */
    public?: boolean;
  }
}

const SESSION = Symbol('flipstack.session');
type WithSession = FastifyRequest & { [SESSION]: Session | null };

const signInFirst = () => new AppError('UNAUTHORIZED', 'Please sign in to continue.');

/**
 * Team scope is enforced here and only here: registered inside the /api scope, so it runs for every
 * route that scope matched — whatever the raw URL looked like (`/%61pi/…`, `http://host/api/…`) —
 * and gives each route not marked public the caller's session from the access token (cookie, or
 * `Authorization: Bearer`), never from input.
 */
export function registerAuthHook(scope: FastifyInstance, secret: Uint8Array): void {
  scope.decorateRequest(SESSION, null);
  scope.decorateRequest('session', {
    getter(this: FastifyRequest): Session {
      const session = (this as WithSession)[SESSION];
      if (!session) throw signInFirst();
      return session;
    },
  });
  scope.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    const session = token ? await verifyAccessToken(token, secret) : null;
    if (!session) throw signInFirst();
    (request as WithSession)[SESSION] = session;
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}
