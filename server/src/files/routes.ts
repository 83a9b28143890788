import multipart from '@fastify/multipart';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  deleteFileLinkResponseSchema,
  deleteFileResponseSchema,
  errorResponseSchema,
  filesQuerySchema,
  filesResponseSchema,
  idInputSchema,
  serveQuerySchema,
  uploadParamsSchema,
  uploadResponseSchema,
} from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { deleteFile, deleteFileLink } from './delete-files.ts';
import { listFiles } from './file-rows.ts';
import { serveFile, serveThumbnail } from './serve-file.ts';
import { createThumbnailIndex } from './thumbnail-index.ts';
import { uploadFiles } from './upload-files.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['files'];
const idParams = z.object({ id: idInputSchema() });
const bytes = { 200: z.any().describe('the stored bytes'), 206: z.any().describe('the asked range of the bytes') };
const uploadBodyDoc = z
  .object({
    file: z.array(z.string().meta({ format: 'binary' })).describe('one or more files, each a part named file'),
  })
  .optional();
/** The upload's body schema is for the OpenAPI document only: @fastify/multipart streams the parts, no body is parsed. */
const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route as FastifyRouteSchemaDef<ZodType>);
/** Files one upload may carry; each is streamed, so this bounds the work of one request, not its memory. */
const FILES_PER_UPLOAD = 50;

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.files.maxBytes;
  const thumbnails = createThumbnailIndex(app.db);
  // One byte over the limit is read, so the upload knows it is too large; busboy drops the rest unbuffered.
  await app.register(multipart, {
    limits: {
      fileSize: maxBytes + 1,
      files: FILES_PER_UPLOAD,
      fields: 20,
      fieldSize: 1024,
      parts: FILES_PER_UPLOAD + 20,
    },
    throwFileSizeLimit: false,
  });
  const context = (request: FastifyRequest) => ({
    db: app.db,
    storage: app.storage,
    session: request.session,
    log: request.log,
  });

  app.post(
    '/upload/:entity/:id',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: uploadParamsSchema,
        body: uploadBodyDoc,
        response: { 201: uploadResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
      validatorCompiler: skipBodyValidation,
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
      }
      const rows = await uploadFiles(
        { ...context(request), maxBytes, filesPerUpload: FILES_PER_UPLOAD },
        request.params.entity,
        request.params.id,
        request.parts(),
      );
      return reply.code(201).send({ rows });
    },
  );
  app.get(
    '/serve/:id',
    { schema: { tags, params: idParams, querystring: serveQuerySchema, response: { ...bytes, ...errors } } },
    (request, reply) =>
      request.query.size === 'thumb'
        ? serveThumbnail(thumbnails, app.storage, request, reply, request.params.id)
        : serveFile(app.db, app.storage, request, reply, request.params.id, { download: false }),
  );
  app.get(
    '/download/:id',
    { schema: { tags, params: idParams, response: { ...bytes, ...errors } } },
    (request, reply) => serveFile(app.db, app.storage, request, reply, request.params.id, { download: true }),
  );
  app.get(
    '/files',
    { schema: { tags, querystring: filesQuerySchema, response: { 200: filesResponseSchema, ...errors } } },
    (request) => listFiles(app.db, request.session, request.query),
  );
  app.delete(
    '/file-links/:id',
    { schema: { tags, params: idParams, response: { 200: deleteFileLinkResponseSchema, ...errors } } },
    (request) => deleteFileLink(context(request), request.params.id),
  );
  app.delete(
    '/files/:id',
    { schema: { tags, params: idParams, response: { 200: deleteFileResponseSchema, ...errors } } },
    (request) => deleteFile(context(request), request.params.id),
  );
};
