import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { FROM_THE_APP } from './accounts.ts';
import type { Caller } from './callers.ts';
import type { TestApp } from './test-app.ts';

export type UploadPart = { name: string; content: Buffer | string; type?: string };

/** A multipart/form-data body with one `file` part per entry, as a browser's FormData sends it. */
export function multipartBody(parts: UploadPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----flipstack${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    // As browsers send it: UTF-8, with quotes and line breaks escaped (other controls go as they are).
    const quoted = part.name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/upload/{path} as `caller`. */
export function upload(t: TestApp, caller: Caller, path: string, parts: UploadPart[]): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${path}`,
    headers: { cookie: caller.cookie, 'content-type': contentType, ...FROM_THE_APP },
    payload,
  });
}

/** GET as `caller` with extra headers (Range, If-None-Match). */
export function getWith(t: TestApp, caller: Caller, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie, ...headers } });
}
