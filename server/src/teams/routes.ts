import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, teamsResponseSchema } from '@flipstack/contract';
import { listTeamsOf } from './memberships.ts';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams',
    { schema: { tags: ['teams'], response: { 200: teamsResponseSchema, 401: errorResponseSchema } } },
    async (request) => ({ teams: await listTeamsOf(app.db, request.session.userId) }),
  );
};
