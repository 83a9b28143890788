import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: gzip's header and the CPU would cost more than they save. */
const MIN_BYTES = 1024;
/** Fast and nearly as small as the default 6 on JSON; an answer is compressed on every call. */
const LEVEL = 4;

/** Whether the client takes gzip: listed in Accept-Encoding (or as *) without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * JSON answers of 1 KB and more go out gzipped when the client takes it (a list page of 50 rows shrinks
 * about sixfold). Only whole JSON bodies: file bytes, CSV downloads and the assistant's event stream are
 * streams or already compressed, and the built web app is served precompressed (app.ts).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  // A callback rather than an async hook: most answers pass as they are, and need no promise to say so.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // Characters, not bytes, for a string: counting its UTF-8 bytes reads it all, and the bound is a rough one.
    if (payload.length < MIN_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return done(null, payload);
    reply.header('content-encoding', 'gzip').removeHeader('content-length');
    gzip(payload, { level: LEVEL }, done);
  });
}
