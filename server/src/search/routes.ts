import type { FastifyPluginAsync } from 'fastify';
import { searchEndpoints } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { globalSearch } from './global-search.ts';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, searchEndpoints.globalSearch, (request) => globalSearch(app.db, request.session.teamId, request.query.q));
};
