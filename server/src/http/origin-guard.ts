import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '@flipstack/contract';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (GET /new-token, as the spec has it): it must carry the client header. */
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

const crossSite = () =>
  new AppError(
    'FORBIDDEN',
    'This request came from another site and was refused. Open Flipstack itself and try again.',
  );
const notFromTheApp = () =>
  new AppError(
    'FORBIDDEN',
    `This request must come from the Flipstack app (the ${CLIENT_HEADER.name} header is missing).`,
  );

/**
 * Cross-site request forgery: a state-changing request the browser sends with our cookies is refused
 * when the browser says it came from elsewhere — `Sec-Fetch-Site` other than same-origin/none, or an
 * `Origin` other than ours (PUBLIC_URL's, or the request's own scheme and host). Over plain HTTP on a
 * LAN host browsers send neither on a same-origin GET, so a state-changing GET also needs the client
 * header. A request with an Authorization header is not a browser's ambient credential: a cross-site
 * page cannot add one without a preflight. Registered in the /api scope, before the auth hook.
 */
export function registerOriginGuard(scope: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  const isOurOrigin = (origin: string, request: FastifyRequest) =>
    origin === publicOrigin || origin === `${request.protocol}://${request.host}`;

  /** Why a request is refused, if it is. */
  const refusal = (request: FastifyRequest): AppError | undefined => {
    const isStateChangingGet = request.routeOptions.config.changesState === true;
    if (SAFE_METHODS.has(request.method) && !isStateChangingGet) return undefined;
    if (request.headers.authorization !== undefined) return undefined;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && !ALLOWED_FETCH_SITES.has(site)) return crossSite();
    const origin = request.headers.origin;
    if (origin !== undefined && !isOurOrigin(origin, request)) return crossSite();
    if (isStateChangingGet && request.headers[CLIENT_HEADER.name] !== CLIENT_HEADER.value) return notFromTheApp();
    return undefined;
  };
  // A callback rather than an async hook: almost every request passes, and needs no promise to say so.
  scope.addHook('onRequest', (request, _reply, done) => done(refusal(request)));
}
