import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { ByteRange, Storage } from '../integrations/storage/storage.ts';
import { contentDisposition } from './file-name.ts';
import type { ThumbnailIndex } from './thumbnail-index.ts';

/** Shown by the browser itself; anything else is offered as a download. */
const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif|avif|bmp)|application\/pdf|text\/plain)$/;

type ServeOptions = { download: boolean };

/** The headers every served file carries: a sandbox policy, no sniffing, its ETag and how to show it. */
function fileHeaders(reply: FastifyReply, etag: string, disposition: string) {
  return reply
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header('etag', etag)
    .header('content-disposition', disposition);
}

/**
 * GET /serve/{id}?size=thumb: the WebP thumbnail. Cached by the browser for a day, as the thumbnail of
 * a file id never changes; read without the database once this instance knows where it is.
 */
export async function serveThumbnail(
  thumbnails: ThumbnailIndex,
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  fileId: number,
) {
  const { teamId } = request.session;
  const thumbnail = await thumbnails.find(teamId, fileId);
  if (!thumbnail) throw new AppError('NOT_FOUND', `File ${fileId} has no thumbnail`);
  const etag = `"${thumbnail.sha256}-thumb"`;
  fileHeaders(reply, etag, contentDisposition('inline', thumbnail.name)).header(
    'cache-control',
    'private, max-age=86400',
  );
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  let bytes: Buffer;
  try {
    bytes = await storage.readSmall(thumbnail.key);
  } catch (error) {
    // Deleted since this instance remembered it (its bytes go with it): the database decides.
    thumbnails.forget(teamId, fileId);
    if (!(await thumbnails.find(teamId, fileId))) throw new AppError('NOT_FOUND', `File ${fileId} not found`);
    throw error;
  }
  return reply.type('image/webp').send(bytes);
}

/**
 * GET /serve/{id} (whole) and /download/{id}: the stored bytes under a sandbox policy (an uploaded page or
 * script never runs as our origin), with an ETag (the bytes' sha256: they never change under an id)
 * and byte ranges.
 */
export async function serveFile(
  db: Database,
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  fileId: number,
  { download }: ServeOptions,
) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.team_id, request.session.teamId), eq(files.id, fileId)));
  if (!file) throw new AppError('NOT_FOUND', `File ${fileId} not found`);

  const etag = `"${file.sha256}"`;
  const inline = !download && INLINE_TYPES.test(file.type);
  fileHeaders(reply, etag, contentDisposition(inline ? 'inline' : 'attachment', file.name)).header(
    'cache-control',
    'private, no-cache',
  );
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

  reply.type(file.type === 'text/plain' ? 'text/plain; charset=utf-8' : file.type);

  reply.header('accept-ranges', 'bytes');
  const range = wantedRange(request, etag, file.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(await storage.read(file.storage_key, range));
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * One range of `Range: bytes=…` (start-end, start-, -suffix); a list of several, a malformed header
 * or an If-Range naming other bytes serves the whole file.
 */
function wantedRange(request: FastifyRequest, etag: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const header = request.headers.range;
  if (!header) return undefined;
  const ifRange = request.headers['if-range'];
  if (ifRange && ifRange !== etag) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
