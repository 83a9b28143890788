import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const PDF = 'application/pdf';
export const CSV = 'text/csv; charset=utf-8';

/** Sends a file the browser saves under `fileName` (a report's PDF, a CSV export). */
export const sendAttachment = (
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: Uint8Array | string | Readable,
): FastifyReply =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body instanceof Uint8Array ? Buffer.from(body) : body);
