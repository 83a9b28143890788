import type { FastifyPluginAsync } from 'fastify';
import { analyticsEndpoints } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { sendJsonText } from '../http/json-text.ts';
import { kpis } from './kpis.ts';
import { monthlyPurchases } from './monthly-purchases.ts';
import { monthlySalesJson } from './monthly-sales.ts';

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  route(app, analyticsEndpoints.monthlyPurchases, (request) =>
    monthlyPurchases(app.db, request.session.teamId, request.query),
  );
  route(app, analyticsEndpoints.monthlySales, async (request, reply) =>
    sendJsonText(reply, await monthlySalesJson(app.db, request.session.teamId, request.query)),
  );
  route(app, analyticsEndpoints.kpis, (request) => kpis(app.db, request.session.teamId, request.query));
};
