import type { FastifyPluginAsync } from 'fastify';
import { marketplaceEndpoints } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { listMarketplaceLines } from './lines-list.ts';
import { matchLineUnitByHand } from './match-by-hand.ts';

/** Order lines of the marketplaces that come in as rows (sales reports): the ones to match, and matching one by hand. */
export const marketplaceRoutes: FastifyPluginAsync = async (app) => {
  route(app, marketplaceEndpoints.lines, (request) =>
    listMarketplaceLines(app.db, request.session.teamId, request.query),
  );

  route(app, marketplaceEndpoints.matchLine, async (request) => ({
    sale_id: await matchLineUnitByHand(app.db, request.session, request.params.id, request.body.inventory_item_id),
  }));
};
