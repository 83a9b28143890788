import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { resourceEndpoints } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { CSV, sendAttachment } from '../http/attachment.ts';
import { route } from '../http/route.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { csvRows, exportFileName } from './export-csv.ts';
import { parseListQuery, parseWith } from './kit/list-query.ts';
import { createRow, deleteRow, getRow, listRows, updateRow } from './service.ts';

export type ResourceRoutesOptions = { resources: readonly ResourceDefinition[] };

/** GET/POST /v2/{resource} and GET/PUT/DELETE /v2/{resource}/{id} for every definition the app hands in. */
export const resourceRoutes: FastifyPluginAsync<ResourceRoutesOptions> = async (app, { resources }) => {
  for (const definition of resources) registerResource(app, definition);

  app.all('/v2/:resource', { config: { fallback: true } }, async (request) => {
    throw new AppError('BAD_REQUEST', `Unknown resource '${(request.params as { resource: string }).resource}'`);
  });
  app.all('/v2/:resource/*', { config: { fallback: true } }, async (request) => {
    throw new AppError('BAD_REQUEST', `Unknown resource '${(request.params as { resource: string }).resource}'`);
  });
};

function registerResource(app: FastifyInstance, definition: ResourceDefinition): void {
  const calls = resourceEndpoints(definition.contract);

  route(app, calls.list, (request) => listRows(app.db, request.session, definition, request.query));

  route(app, calls.exportCsv, async (request, reply) => {
    // Parsed and its first batch read before the first byte goes out, so a bad filter still answers 400.
    const parsed = parseListQuery(definition, request.query);
    const lines = await csvRows(app.db, request.session, definition, parsed);
    return sendAttachment(reply, CSV, exportFileName(definition.contract.name), Readable.from(lines));
  });

  route(app, calls.one, (request) =>
    getRow(app.db, request.session, definition, request.params.id, parseWith(definition, request.query.with)),
  );

  route(app, calls.create, (request) => createRow(app.db, request.session, definition, request.body));

  route(app, calls.update, { preValidation: refuseOtherId }, (request) =>
    updateRow(app.db, request.session, definition, request.params.id, request.body),
  );

  route(app, calls.remove, async (request) => {
    await deleteRow(app.db, request.session, definition, request.params.id);
    return null;
  });
}

/**
 * PUT takes the full object, its id too (spec section 7); an id in the body that is not the address's says
 * the caller meant another row, so nothing is written. Read before the schema, which drops the body's id.
 */
async function refuseOtherId(request: FastifyRequest): Promise<void> {
  const body = request.body as { id?: unknown } | null | undefined;
  const bodyId = typeof body === 'object' && body !== null ? body.id : undefined;
  if (bodyId === undefined || bodyId === null || bodyId === '') return;
  const { id } = request.params as { id: string };
  const shown = JSON.stringify(bodyId);
  if (Number(bodyId) === Number(id) && (typeof bodyId === 'number' || typeof bodyId === 'string')) return;
  const message = `The id in the body (${shown}) is not the id in the address (${id}).`;
  throw new AppError('VALIDATION_FAILED', message, { id: message });
}
