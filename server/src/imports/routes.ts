import multipart from '@fastify/multipart';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { errorResponseSchema, importJobSchema, importParamsSchema, importUpdateSchema } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import {
  checkFixes,
  checkMapping,
  createImportJob,
  refreshPreview,
  startImportJob,
  type ImportContext,
} from './create-job.ts';
import { jobAnswer, savePreviewChoices, teamJob } from './job-rows.ts';
import { closeReaders } from './read-upload.ts';
import { scheduleImports } from './worker.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['imports'];
const formDoc = z
  .object({
    file: z.string().meta({ format: 'binary' }).describe('the CSV file'),
    kind: z.enum(['inventory-items', 'products']),
    mapping: z.string().optional().describe('JSON: {"field": "header" | null, …}'),
    source_key: z.string().optional().describe('the header of the column that identifies a row'),
    date_order: z.enum(['mdy', 'dmy']).optional(),
    start: z.enum(['true', 'false']).optional().describe('true: import at once, skipping rows with errors'),
  })
  .optional();
/** The body schema documents the form only: @fastify/multipart streams the parts. */
const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route as FastifyRouteSchemaDef<ZodType>);

/** CSV import: upload and preview, change the mapping, start (or resume), follow the progress. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.files.maxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 20_000, parts: 11 },
    throwFileSizeLimit: false,
  });
  const worker = scheduleImports(app);
  app.addHook('onClose', closeReaders);
  const context: ImportContext = { db: app.db, storage: app.storage, maxBytes, kick: () => worker.kick() };

  app.post(
    '/imports',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: formDoc,
        response: { 201: importJobSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
      validatorCompiler: skipBodyValidation,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      const job = await createImportJob(context, request.session, request.parts());
      return reply.code(201).send(jobAnswer(job));
    },
  );

  app.get(
    '/imports/:id',
    { schema: { tags, params: importParamsSchema, response: { 200: importJobSchema, ...errors } } },
    async (request) => jobAnswer(await teamJob(app.db, request.session, request.params.id)),
  );

  app.put(
    '/imports/:id',
    {
      schema: {
        tags,
        params: importParamsSchema,
        body: importUpdateSchema,
        response: { 200: importJobSchema, ...errors },
      },
    },
    async (request) => {
      const job = await teamJob(app.db, request.session, request.params.id);
      if (job.status !== 'preview')
        throw new AppError('CONFLICT', 'The mapping can change only before the import starts');
      const mapping = request.body.mapping ?? job.mapping;
      const sourceKey = request.body.source_key === undefined ? job.source_key : request.body.source_key;
      checkMapping(job.kind, job.headers, mapping, sourceKey);
      const fixes = request.body.fixes ?? job.fixes;
      checkFixes(job.headers, fixes);
      const dateOrder = request.body.date_order ?? job.date_order;
      const changed = await savePreviewChoices(app.db, job.id, {
        mapping,
        source_key: sourceKey,
        date_order: dateOrder,
        fixes,
      });
      if (!changed) throw new AppError('CONFLICT', 'The mapping can change only before the import starts');
      return jobAnswer(await refreshPreview(context, changed));
    },
  );

  app.post(
    '/imports/:id/start',
    { schema: { tags, params: importParamsSchema, response: { 202: importJobSchema, ...errors } } },
    async (request, reply) => {
      const job = await teamJob(app.db, request.session, request.params.id);
      return reply.code(202).send(jobAnswer(await startImportJob(context, job)));
    },
  );
};
