import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './session-service.ts';

/** What the auth services need from the app: the database, the key access tokens are signed with, the session check. */
export function authContext(app: FastifyInstance): AuthContext {
  return {
    db: app.db,
    secret: new TextEncoder().encode(app.config.appSecret),
    sessions: app.sessionCheck,
    accessTtlSeconds: app.config.accessTokenTtlSeconds,
  };
}
