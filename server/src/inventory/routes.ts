import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idInputSchema,
  inventoryDetailQuerySchema,
  inventoryDetailResponseSchema,
  inventoryExportQuerySchema,
  inventoryItemStorySchema,
  inventoryTrackingQuerySchema,
  inventoryTrackingResponseSchema,
} from '@flipstack/contract';
import { sendJsonText } from '../http/json-text.ts';
import { exportFileName } from '../resources/export-csv.ts';
import { inventoryCsv } from './detail-export.ts';
import { listDetailJson } from './detail-repository.ts';
import { itemStory } from './item-story.ts';
import { trackInventory } from './tracking.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['inventory'];

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inventory-items-detail',
    {
      schema: {
        tags,
        querystring: inventoryDetailQuerySchema,
        response: { 200: inventoryDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => sendJsonText(reply, await listDetailJson(app.db, request.session.teamId, request.query)),
  );
  app.get(
    '/inventory-items-detail/export.csv',
    {
      schema: {
        tags,
        querystring: inventoryExportQuerySchema,
        response: { 200: z.any().describe('text/csv with a header row'), ...errors },
      },
    },
    async (request, reply) => {
      const lines = await inventoryCsv(app.db, request.session.teamId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('inventory')}"`)
        .send(Readable.from(lines));
    },
  );
  app.get(
    '/inventory-items-detail/:id',
    {
      schema: {
        tags,
        params: z.object({ id: idInputSchema() }),
        response: { 200: inventoryItemStorySchema, ...errors },
      },
    },
    (request) => itemStory(app.db, request.session.teamId, request.params.id),
  );
  app.get(
    '/inventory-items-tracking',
    {
      schema: {
        tags,
        querystring: inventoryTrackingQuerySchema,
        response: { 200: inventoryTrackingResponseSchema, ...errors },
      },
    },
    (request) => trackInventory(app.db, request.session.teamId, request.query),
  );
};
