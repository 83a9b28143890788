import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, globalSearchQuerySchema, globalSearchResponseSchema } from '@flipstack/contract';
import { globalSearch } from './global-search.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/global-search',
    {
      schema: {
        tags: ['search'],
        querystring: globalSearchQuerySchema,
        response: { 200: globalSearchResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => globalSearch(app.db, request.session.teamId, request.query.q),
  );
};
