import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  exportQuerySchema,
  idInputSchema,
  listQuerySchema,
  listResponseSchema,
} from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { csvRows, exportFileName } from './export-csv.ts';
import { parseListQuery, parseWith } from './kit/list-query.ts';
import { createRow, deleteRow, getRow, listRows, updateRow } from './service.ts';

const idParams = z.object({ id: idInputSchema() });
const getQuery = listQuerySchema.pick({ with: true });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export type ResourceRoutesOptions = { resources: readonly ResourceDefinition[] };

/** GET/POST /v2/{resource} and GET/PUT/DELETE /v2/{resource}/{id} for every definition the app hands in. */
export const resourceRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, { resources }) => {
  for (const definition of resources) registerResource(app, definition);

  app.all('/v2/:resource', async (request) => {
    throw new AppError('BAD_REQUEST', `Unknown resource '${(request.params as { resource: string }).resource}'`);
  });
  app.all('/v2/:resource/*', async (request) => {
    throw new AppError('BAD_REQUEST', `Unknown resource '${(request.params as { resource: string }).resource}'`);
  });
};

function registerResource(app: Parameters<FastifyPluginAsyncZod>[0], definition: ResourceDefinition): void {
  const { name, row, input } = definition.contract;
  const path = `/v2/${name}`;
  const tags = [name];
  // A row with its relations: `with` adds keys the row schema does not list.
  const answer = row.loose();

  app.get(
    path,
    { schema: { tags, querystring: listQuerySchema, response: { 200: listResponseSchema(answer), ...errors } } },
    (request) => listRows(app.db, request.session, definition, request.query),
  );

  // Before /:id, so 'export.csv' is never read as an id.
  app.get(
    `${path}/export.csv`,
    {
      schema: {
        tags,
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('text/csv with a header row'), ...errors },
      },
    },
    async (request, reply) => {
      // Parsed and its first batch read before the first byte goes out, so a bad filter still answers 400.
      const parsed = parseListQuery(definition, request.query);
      const lines = await csvRows(app.db, request.session, definition, parsed);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(name)}"`)
        .send(Readable.from(lines));
    },
  );

  app.get(
    `${path}/:id`,
    { schema: { tags, params: idParams, querystring: getQuery, response: { 200: answer, ...errors } } },
    (request) =>
      getRow(app.db, request.session, definition, request.params.id, parseWith(definition, request.query.with)),
  );

  app.post(path, { schema: { tags, body: input, response: { 201: answer, ...errors } } }, async (request, reply) => {
    reply.status(201);
    return createRow(app.db, request.session, definition, request.body);
  });

  app.put(
    `${path}/:id`,
    {
      schema: { tags, params: idParams, body: input, response: { 200: answer, ...errors } },
      preValidation: refuseOtherId,
    },
    (request) => updateRow(app.db, request.session, definition, request.params.id, request.body),
  );

  app.delete(
    `${path}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteRow(app.db, request.session, definition, request.params.id);
      return reply.status(204).send(null);
    },
  );
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
