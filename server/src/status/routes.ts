import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { statusEndpoints } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { route } from '../http/route.ts';
import { APP_VERSION } from '../version.ts';

export const statusRoutes: FastifyPluginAsync = async (app) => {
  route(app, statusEndpoints.status, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'database did not answer the status check');
      throw new AppError('UNAVAILABLE', 'The database is not answering.');
    }
    return {
      status: 'ok' as const,
      version: APP_VERSION,
      database: app.databaseKind,
      microsoft_sign_in: app.config.microsoft !== undefined,
    };
  });
};
