import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  marketplaceLineParamsSchema,
  marketplaceLinesQuerySchema,
  marketplaceLinesResponseSchema,
  marketplaceMatchLineSchema,
} from '@flipstack/contract';
import { listMarketplaceLines } from './lines-list.ts';
import { matchLineUnitByHand } from './match-by-hand.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['marketplaces'];

/** Order lines of the marketplaces that come in as rows (sales reports): the ones to match, and matching one by hand. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/marketplace-lines',
    {
      schema: {
        tags,
        querystring: marketplaceLinesQuerySchema,
        response: { 200: marketplaceLinesResponseSchema, ...errors },
      },
    },
    (request) => listMarketplaceLines(app.db, request.session.teamId, request.query),
  );

  app.post(
    '/marketplace-lines/:id/match',
    {
      schema: {
        tags,
        params: marketplaceLineParamsSchema,
        body: marketplaceMatchLineSchema,
        response: { 200: z.object({ sale_id: z.number().int() }), ...errors },
      },
    },
    async (request) => ({
      sale_id: await matchLineUnitByHand(app.db, request.session, request.params.id, request.body.inventory_item_id),
    }),
  );
};
