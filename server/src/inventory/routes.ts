import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { inventoryEndpoints } from '@flipstack/contract';
import { sendJsonText } from '../http/json-text.ts';
import { CSV, sendAttachment } from '../http/attachment.ts';
import { route } from '../http/route.ts';
import { exportFileName } from '../resources/export-csv.ts';
import { inventoryCsv } from './detail-export.ts';
import { listDetailJson } from './detail-repository.ts';
import { itemStory } from './item-story.ts';
import { trackInventory } from './tracking.ts';

export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  route(app, inventoryEndpoints.detail, async (request, reply) =>
    sendJsonText(reply, await listDetailJson(app.db, request.session.teamId, request.query)),
  );
  route(app, inventoryEndpoints.detailCsv, async (request, reply) => {
    const lines = await inventoryCsv(app.db, request.session.teamId, request.query);
    return sendAttachment(reply, CSV, exportFileName('inventory'), Readable.from(lines));
  });
  route(app, inventoryEndpoints.story, (request) => itemStory(app.db, request.session.teamId, request.params.id));
  route(app, inventoryEndpoints.tracking, (request) => trackInventory(app.db, request.session.teamId, request.query));
};
