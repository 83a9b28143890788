import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { listTeamsOf } from './memberships.ts';

export const teamRoutes: FastifyPluginAsync = async (app) => {
  route(app, authEndpoints.teams, async (request) => ({ teams: await listTeamsOf(app.db, request.session.userId) }));
};
