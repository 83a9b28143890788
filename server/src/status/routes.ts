import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, statusResponseSchema } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { APP_VERSION } from '../version.ts';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    {
      config: { public: true },
      schema: { tags: ['status'], response: { 200: statusResponseSchema, 503: errorResponseSchema } },
    },
    async () => {
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
    },
  );
};
