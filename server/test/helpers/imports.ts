import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportJob } from '@flipstack/contract';
import { FROM_THE_APP } from './accounts.ts';
import type { Caller } from './callers.ts';
import type { TestApp } from './test-app.ts';

/** A fixture CSV of server/test/imports/files, as bytes (BOM and line ends as they are). */
export const importFixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '..', 'imports', 'files', name));

/** POST /api/imports as a script would: the file and the form fields as multipart/form-data. */
export function postImport(
  t: TestApp,
  caller: Caller,
  file: { name: string; content: Buffer | string } | null,
  fields: Record<string, string>,
) {
  const boundary = `----flipstack${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { cookie: caller.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, ...FROM_THE_APP },
    payload: Buffer.concat(chunks),
  });
}

/** The job once it is done or failed (the instance's runner takes it at once when started). */
export async function settledJob(caller: Caller, id: number, timeoutMs = 60_000): Promise<ImportJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await caller.get(`/api/imports/${id}`)).json<ImportJob>();
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`import ${id} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Preview a file and import it; the settled job. */
export async function importFile(
  t: TestApp,
  caller: Caller,
  file: { name: string; content: Buffer | string },
  fields: Record<string, string>,
): Promise<ImportJob> {
  const response = await postImport(t, caller, file, { ...fields, start: 'true' });
  if (response.statusCode !== 201) throw new Error(`POST /api/imports → ${response.statusCode} ${response.body}`);
  return settledJob(caller, response.json<ImportJob>().id);
}
