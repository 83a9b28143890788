import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import {
  ASSISTANT_AUDIENCE,
  readAccessToken,
  verifiedEarlier,
  verifyAccessToken,
  type SignedInSession,
} from './session.ts';

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
  /** isSessionLive's answer while it is remembered; undefined when it must be asked. */
  isSessionKnownLive?: (sessionId: string, userId: number) => boolean | undefined;
};

/**
 * Team scope is enforced here and only here: registered inside the /api scope, so it runs for every
 * route that scope matched — whatever the raw URL looked like (`/%61pi/…`, `http://host/api/…`) —
 * and gives each route not marked public the caller's session from the access token (cookie, or
 * `Authorization: Bearer`), never from input, once its sign-in is known to live.
 */
export function registerAuthHook(
  scope: FastifyInstance,
  { secret, isSessionLive, isSessionKnownLive }: AuthHookOptions,
): void {
  scope.decorateRequest(SESSION, null);
  scope.decorateRequest('session', {
    getter(this: FastifyRequest): SignedInSession {
      const session = (this as WithSession)[SESSION];
      if (!session) throw signInFirst();
      return session;
    },
  });
  const signIn = async (request: FastifyRequest, token: string | undefined) => {
    let session = token ? await verifyAccessToken(token, secret) : null;
    if (!session && token && request.routeOptions.config.acceptsAssistantToken) {
      session = await verifyAccessToken(token, secret, ASSISTANT_AUDIENCE);
    }
    if (!session || !(await isSessionLive(session.sessionId, session.userId))) throw signInFirst();
    (request as WithSession)[SESSION] = session;
  };
  scope.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || request.routeOptions.config.public) return done();
    const token = readAccessToken(request);
    // Most calls carry a token whose signature and sign-in were checked a moment ago: no promise to wait for.
    const known = token === undefined ? undefined : verifiedEarlier(token, secret);
    if (known && isSessionKnownLive?.(known.sessionId, known.userId) === true) {
      (request as WithSession)[SESSION] = known;
      return done();
    }
    signIn(request, token).then(() => done(), done);
  });
}
