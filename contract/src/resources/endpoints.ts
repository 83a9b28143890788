import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { exportQuerySchema, idInputSchema, listQuerySchema, listResponseSchema } from './common.ts';
import type { ResourceContract } from './define.ts';

const idParams = z.object({ id: idInputSchema() });
const errors = [404, 409] as const;

/**
 * The calls every resource has, declared from its contract: GET/POST /v2/{name}, its CSV export, and
 * GET/PUT/DELETE /v2/{name}/{id}. A row is answered with the relations `with` asked for, keys its schema lacks.
 */
export function resourceEndpoints(contract: ResourceContract) {
  const path = `/v2/${contract.name}` as const;
  const tag = contract.name;
  const row = contract.row.loose();
  return {
    list: endpoint({ method: 'GET', path, tag, query: listQuerySchema, answer: listResponseSchema(row), errors }),
    // Registered before /:id, so 'export.csv' is never read as an id.
    exportCsv: endpoint({
      method: 'GET',
      path: `${path}/export.csv`,
      tag,
      query: exportQuerySchema,
      answer: z.any().describe('text/csv with a header row'),
      returns: 'file',
      errors,
    }),
    one: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      tag,
      params: idParams,
      query: listQuerySchema.pick({ with: true }),
      answer: row,
      errors,
    }),
    create: endpoint({ method: 'POST', path, tag, body: contract.input, answer: row, status: 201, errors }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      tag,
      params: idParams,
      body: contract.input,
      answer: row,
      errors,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      tag,
      params: idParams,
      answer: z.null(),
      status: 204,
      errors,
    }),
  };
}
