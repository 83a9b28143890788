import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  kpisQuerySchema,
  kpisResponseSchema,
  monthlyPurchasesResponseSchema,
  monthlyQuerySchema,
  monthlySalesResponseSchema,
} from '@flipstack/contract';
import { kpis } from './kpis.ts';
import { monthlyPurchases } from './monthly-purchases.ts';
import { sendJsonText } from '../http/json-text.ts';
import { monthlySalesJson } from './monthly-sales.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const tags = ['analytics'];

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/monthly-purchases',
    { schema: { tags, querystring: monthlyQuerySchema, response: { 200: monthlyPurchasesResponseSchema, ...errors } } },
    (request) => monthlyPurchases(app.db, request.session.teamId, request.query),
  );
  app.get(
    '/analytics/monthly-sales',
    { schema: { tags, querystring: monthlyQuerySchema, response: { 200: monthlySalesResponseSchema, ...errors } } },
    async (request, reply) =>
      sendJsonText(reply, await monthlySalesJson(app.db, request.session.teamId, request.query)),
  );
  app.get(
    '/analytics/kpis',
    { schema: { tags, querystring: kpisQuerySchema, response: { 200: kpisResponseSchema, ...errors } } },
    (request) => kpis(app.db, request.session.teamId, request.query),
  );
};
