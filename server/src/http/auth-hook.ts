import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { ASSISTANT_AUDIENCE, readAccessToken, verifyAccessToken, type SignedInSession } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; reading it where the auth hook set none is a 401, never a crash. */
    readonly session: SignedInSession;
  }
  interface FastifyContextConfig {
    /** Routes reachable without signing in (status, login, register, password reset …). */
    public?: boolean;
    /** The completion stream: also takes an assistant token (audience of its own), which every other route refuses. */
    acceptsAssistantToken?: boolean;
  }
}

const SESSION = Symbol('flipstack.session');
type WithSession = FastifyRequest & { [SESSION]: SignedInSession | null };

const signInFirst = () => new AppError('UNAUTHORIZED', 'Please sign in to continue.');

export type AuthHookOptions = {
  secret: Uint8Array;
  /** Whether the sign-in a token belongs to still lives (not signed out, revoked or past its end). */
  isSessionLive: (sessionId: string, userId: number) => Promise<boolean>;
};

/**
 * Team scope is enforced here and only here: registered inside the /api scope, so it runs for every
 * route that scope matched — whatever the raw URL looked like (`/%61pi/…`, `http://host/api/…`) —
 * and gives each route not marked public the caller's session from the access token (cookie, or
 * `Authorization: Bearer`), never from input, once its sign-in is known to live.
 */
export function registerAuthHook(scope: FastifyInstance, { secret, isSessionLive }: AuthHookOptions): void {
  scope.decorateRequest(SESSION, null);
  scope.decorateRequest('session', {
    getter(this: FastifyRequest): SignedInSession {
      const session = (this as WithSession)[SESSION];
      if (!session) throw signInFirst();
      return session;
    },
  });
  scope.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = readAccessToken(request);
    let session = token ? await verifyAccessToken(token, secret) : null;
    if (!session && token && request.routeOptions.config.acceptsAssistantToken) {
      session = await verifyAccessToken(token, secret, ASSISTANT_AUDIENCE);
    }
    if (!session || !(await isSessionLive(session.sessionId, session.userId))) throw signInFirst();
    (request as WithSession)[SESSION] = session;
  });
}
