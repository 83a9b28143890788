import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { importEndpoints } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { route } from '../http/route.ts';
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

/** CSV import: upload and preview, change the mapping, start (or resume), follow the progress. */
export const importRoutes: FastifyPluginAsync = async (app) => {
  const maxBytes = app.config.files.maxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 20_000, parts: 11 },
    throwFileSizeLimit: false,
  });
  const worker = scheduleImports(app);
  app.addHook('onClose', closeReaders);
  const context: ImportContext = { db: app.db, storage: app.storage, maxBytes, kick: () => worker.kick() };

  route(app, importEndpoints.upload, async (request) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
    const job = await createImportJob(context, request.session, request.parts());
    return jobAnswer(job);
  });

  route(app, importEndpoints.job, async (request) =>
    jobAnswer(await teamJob(app.db, request.session, request.params.id)),
  );

  route(app, importEndpoints.update, async (request) => {
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
  });

  route(app, importEndpoints.start, async (request) => {
    const job = await teamJob(app.db, request.session, request.params.id);
    return jobAnswer(await startImportJob(context, job));
  });
};
