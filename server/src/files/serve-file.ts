import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { ByteRange, Storage } from '../integrations/storage/storage.ts';
import { contentDisposition } from './file-name.ts';

/** Shown by the browser itself; anything else is offered as a download. */
const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif|avif|bmp)|application\/pdf|text\/plain)$/;

type ServeOptions = { size?: 'thumb' | undefined; download: boolean };

/**
 * GET /serve/{id} and /download/{id}: the stored bytes under a sandbox policy (an uploaded page or
 * script never runs as our origin), with an ETag (the bytes' sha256: they never change under an id)
 * and byte ranges.
 */
export async function serveFile(
  db: Database,
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  fileId: number,
  { size, download }: ServeOptions,
) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.team_id, request.session.teamId), eq(files.id, fileId)));
  if (!file) throw new AppError('NOT_FOUND', `File ${fileId} not found`);
  const isThumbnail = size === 'thumb';
  if (isThumbnail && !file.thumbnail_key) throw new AppError('NOT_FOUND', `File ${fileId} has no thumbnail`);

  const type = isThumbnail ? 'image/webp' : file.type;
  const etag = isThumbnail ? `"${file.sha256}-thumb"` : `"${file.sha256}"`;
  const inline = !download && INLINE_TYPES.test(type);
  reply
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .header('etag', etag)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name));
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

  reply.type(type === 'text/plain' ? 'text/plain; charset=utf-8' : type);
  if (isThumbnail) return reply.send(await storage.readSmall(file.thumbnail_key!));

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
