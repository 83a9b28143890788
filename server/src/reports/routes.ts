import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, profitAndLossQuerySchema, profitAndLossResponseSchema } from '@flipstack/contract';
import { profitAndLoss } from './profit-and-loss.ts';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/profit-and-loss',
    {
      schema: {
        tags: ['reports'],
        querystring: profitAndLossQuerySchema,
        response: { 200: profitAndLossResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => profitAndLoss(app.db, request.session.teamId, request.query),
  );
};
