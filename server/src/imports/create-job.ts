import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import {
  autoMap,
  headerKey,
  IMPORT_FIELDS,
  IMPORT_SAMPLE_ROWS,
  importFormSchema,
  matchPreset,
  matchReport,
  sourceKeyHeader,
  sanitiseFileName,
  type ImportFixes,
  type ImportKind,
  type ImportMapping,
} from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { importJobs, importMappings } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import { multipartProblem } from '../files/multipart-errors.ts';
import { receiveFile } from '../files/receive-upload.ts';
import { clipped, type ImportJobRow } from './job-rows.ts';
import { importHeaders, storedRows } from './planned-rows.ts';
import { previewImport } from './preview.ts';
import { JSON_LINES, type FileRow } from './read-rows.ts';
import { readUpload } from './read-upload.ts';

export type ImportContext = { db: Database; storage: Storage; maxBytes: number; kick: () => void };

/**
 * POST /imports: the file streamed to the storage (never held in memory), its header and first rows
 * read, the mapping chosen (the one sent, else the one this team last used for files of these headers,
 * else by header names and the ready-made mappings) and every row checked. With start=true the job is
 * queued at once, its bad rows to be skipped.
 */
export async function createImportJob(
  context: ImportContext,
  session: Session,
  parts: AsyncIterableIterator<Multipart>,
): Promise<ImportJobRow> {
  const folder = await mkdtemp(path.join(tmpdir(), 'flipstack-import-'));
  const storageKey = `imports/${session.teamId}/${randomUUID()}${JSON_LINES}`;
  let stored = false;
  let jobId: number | undefined;
  let reading: Promise<void> | undefined;
  try {
    const fields: Record<string, string> = {};
    let file: { path: string; name: string } | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname !== 'file' || file) await finished(part.file.resume());
        else {
          const received = await receiveFile(part.file, folder, 0, context.maxBytes);
          file = { path: received.path, name: sanitiseFileName(part.filename, 'import.csv') };
        }
      }
    } catch (error) {
      throw multipartProblem(error, 1) ?? error;
    }
    const form = importFormSchema.safeParse(fields);
    if (!form.success) {
      const fieldErrors = Object.fromEntries(form.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      throw new AppError('VALIDATION_FAILED', Object.values(fieldErrors)[0]!, fieldErrors);
    }
    if (!file) throw new AppError('BAD_REQUEST', 'Choose a CSV file', { file: 'Choose a CSV file' });
    const rowsPath = path.join(folder, `import${JSON_LINES}`);
    const upload = readUpload(file.path, rowsPath);
    reading = upload.done;

    const { headers, sample } = await readHead(upload.rows());
    // A marketplace's sales report is told by its headers whatever was chosen: it is never an inventory file.
    const kind = !form.data.mapping && matchReport(headers) ? 'marketplace-sales' : form.data.kind;
    const remembered = await rememberedMapping(context.db, session.teamId, kind, headers);
    const mapping = form.data.mapping ?? remembered?.mapping ?? autoMap(kind, headers);
    const sourceKey = form.data.source_key ?? remembered?.source_key ?? defaultSourceKey(kind, headers, mapping);
    checkMapping(kind, headers, mapping, sourceKey);
    const [job] = await context.db
      .insert(importJobs)
      .values({
        team_id: session.teamId,
        user_id: session.userId,
        kind,
        file_name: file.name,
        storage_key: storageKey,
        headers,
        mapping,
        source_key: sourceKey,
        preset: matchPreset(kind, headers)?.id ?? null,
        date_order: form.data.date_order ?? remembered?.date_order ?? 'mdy',
        sample,
        references: [],
        errors: [],
      })
      .returning();
    jobId = job!.id;
    const previewed = await refreshPreview(context, job!, upload.rows());
    await upload.done;
    await context.storage.put(storageKey, rowsPath);
    stored = true;
    if (form.data.start !== 'true') return previewed;
    return await startImportJob(context, previewed);
  } catch (error) {
    // Nothing of a refused upload is kept: no job, no stored file.
    if (jobId !== undefined) await context.db.delete(importJobs).where(eq(importJobs.id, jobId));
    if (stored) await context.storage.remove(storageKey);
    throw error;
  } finally {
    // The reader may still be writing in the folder when a refusal comes first.
    await reading?.catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}

/** Checks every row (again, after a new mapping: from the stored file) and keeps what was found on the job. */
export async function refreshPreview(
  context: ImportContext,
  job: ImportJobRow,
  fileRows: AsyncIterable<FileRow> = storedRows(context.storage, job),
): Promise<ImportJobRow> {
  const preview = await previewImport(context.db, fileRows, job);
  const [row] = await context.db
    .update(importJobs)
    .set({ ...preview, updated_at: sql`now()` })
    .where(eq(importJobs.id, job.id))
    .returning();
  return row!;
}

/**
 * Queues a job in preview (or resumes a failed one at its cursor) and remembers its mapping for files of
 * the same headers. A new run counts its own errors: the preview's are found again as it goes.
 */
export async function startImportJob(context: ImportContext, job: ImportJobRow): Promise<ImportJobRow> {
  if (job.status !== 'preview' && job.status !== 'failed') {
    throw new AppError(
      'CONFLICT',
      `This import is ${job.status}: only an import in preview or one that failed can start`,
    );
  }
  const fresh = job.status === 'preview' ? { errors: [], bad_rows: 0, processed_rows: 0 } : {};
  const [row] = await context.db
    .update(importJobs)
    .set({ ...fresh, status: 'queued', last_error: null, updated_at: sql`now()` })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.status, job.status)))
    .returning();
  if (!row) throw new AppError('CONFLICT', 'This import was started already');
  await context.db
    .insert(importMappings)
    .values({
      team_id: job.team_id,
      kind: job.kind,
      shape: shapeOf(job.headers),
      mapping: job.mapping,
      source_key: job.source_key,
      date_order: job.date_order,
    })
    .onConflictDoUpdate({
      target: [importMappings.team_id, importMappings.kind, importMappings.shape],
      set: { mapping: job.mapping, source_key: job.source_key, date_order: job.date_order, updated_at: sql`now()` },
    });
  context.kick();
  return row;
}

/** Every mapped header and the source key must be columns of the file; fields must be the kind's. */
export function checkMapping(kind: ImportKind, headers: string[], mapping: ImportMapping, sourceKey: string | null) {
  const known = new Set(IMPORT_FIELDS[kind].map((field) => field.key));
  const fieldErrors: Record<string, string> = {};
  for (const [field, header] of Object.entries(mapping)) {
    if (!known.has(field)) fieldErrors[`mapping.${field}`] = `No field '${field}' in an import of ${kind}`;
    else if (header !== null && !headers.includes(header))
      fieldErrors[`mapping.${field}`] = `The file has no column '${header}'`;
  }
  if (sourceKey !== null && !headers.includes(sourceKey))
    fieldErrors['source_key'] = `The file has no column '${sourceKey}'`;
  const first = Object.values(fieldErrors)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fieldErrors);
}

/** A fix corrects a cell of one of the file's columns. */
export function checkFixes(headers: string[], fixes: ImportFixes) {
  const known = new Set(headers);
  for (const [line, cells] of Object.entries(fixes)) {
    const unknown = Object.keys(cells).find((header) => !known.has(header));
    if (unknown !== undefined) {
      throw new AppError('VALIDATION_FAILED', `The file has no column '${unknown}'`, {
        [`fixes.${line}`]: `The file has no column '${unknown}'`,
      });
    }
  }
}

/** Our own exports carry the record's id: the natural key of a row. */
/** Our own id column, else for inventory the source's own id of a row (its SKU), else null: a hash of the whole row. */
function defaultSourceKey(kind: ImportKind, headers: string[], mapping: ImportMapping): string | null {
  if (kind === 'marketplace-sales') return mapping['order_id'] ?? null;
  return mapping['id'] ?? (kind === 'inventory-items' ? sourceKeyHeader(kind, headers) : null);
}

const shapeOf = (headers: string[]) =>
  createHash('sha256')
    .update(JSON.stringify(headers.map(headerKey)))
    .digest('base64url');

async function rememberedMapping(db: Database, teamId: number, kind: ImportKind, headers: string[]) {
  const [row] = await db
    .select()
    .from(importMappings)
    .where(
      and(
        eq(importMappings.team_id, teamId),
        eq(importMappings.kind, kind),
        eq(importMappings.shape, shapeOf(headers)),
      ),
    );
  return row;
}

async function readHead(fileRows: AsyncIterable<FileRow>): Promise<{ headers: string[]; sample: string[][] }> {
  let headers: string[] | undefined;
  const sample: string[][] = [];
  for await (const row of fileRows) {
    if (!headers) headers = importHeaders(row.cells);
    else sample.push(row.cells.map(clipped));
    if (sample.length >= IMPORT_SAMPLE_ROWS) break;
  }
  if (!headers) throw new AppError('BAD_REQUEST', 'The file has no header row', { file: 'The file has no header row' });
  return { headers, sample };
}
