import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileEndpoints } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { route } from '../http/route.ts';
import { deleteFile, deleteFileLink } from './delete-files.ts';
import { listFiles } from './file-rows.ts';
import { serveFile, serveThumbnail } from './serve-file.ts';
import { createThumbnailIndex } from './thumbnail-index.ts';
import { uploadFiles } from './upload-files.ts';

/** Files one upload may carry; each is streamed, so this bounds the work of one request, not its memory. */
const FILES_PER_UPLOAD = 50;

export const fileRoutes: FastifyPluginAsync = async (app) => {
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

  route(app, fileEndpoints.upload, async (request) => {
    if (!request.isMultipart()) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
    }
    const rows = await uploadFiles(
      { ...context(request), maxBytes, filesPerUpload: FILES_PER_UPLOAD },
      request.params.entity,
      request.params.id,
      request.parts(),
    );
    return { rows };
  });
  route(app, fileEndpoints.serve, (request, reply) =>
    request.query.size === 'thumb'
      ? serveThumbnail(thumbnails, app.storage, request, reply, request.params.id)
      : serveFile(app.db, app.storage, request, reply, request.params.id, { download: false }),
  );
  route(app, fileEndpoints.download, (request, reply) =>
    serveFile(app.db, app.storage, request, reply, request.params.id, { download: true }),
  );
  route(app, fileEndpoints.files, (request) => listFiles(app.db, request.session, request.query));
  route(app, fileEndpoints.deleteFileLink, (request) => deleteFileLink(context(request), request.params.id));
  route(app, fileEndpoints.deleteFile, (request) => deleteFile(context(request), request.params.id));
};
