import { createHash } from 'node:crypto';
import { readImportRow, type ImportMapping, type ImportValues } from '@flipstack/contract';
import type { Storage } from '../integrations/storage/storage.ts';
import type { ImportJobRow } from './job-rows.ts';
import type { RowProblem } from './row-input.ts';
import { headerIndex, readStoredRows, recordOf, type FileRow } from './read-rows.ts';

/** A data row read through the job's mapping: its values, its own problems, its source key and the hash of its values. */
export type PlannedRow = {
  /** 0-based among the data rows: the job's cursor counts these. */
  index: number;
  line: number;
  key: string;
  hash: string;
  values: ImportValues;
  errors: RowProblem[];
  /** The row's cells by header, with the job's fixes applied. */
  record: Record<string, string>;
};

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The file's data rows in batches, read and checked cell by cell, with the cells corrected by hand in
 * place of the file's. The source key is the chosen column's
 * value, else a hash of the whole row numbered by its occurrence (two identical rows are two records),
 * so every row of the file has the same key on every import of it, from the first row on.
 */
export async function* plannedBatches(
  fileRows: AsyncIterable<FileRow>,
  job: Pick<ImportJobRow, 'kind' | 'mapping' | 'source_key' | 'date_order' | 'fixes'>,
  batchRows: number,
  now = new Date(),
): AsyncGenerator<PlannedRow[]> {
  const mapping: ImportMapping = job.mapping;
  let index: Map<string, number> | undefined;
  const seen = new Map<string, number>();
  let batch: PlannedRow[] = [];
  let count = 0;
  for await (const row of fileRows) {
    if (!index) {
      index = headerIndex(importHeaders(row.cells));
      continue;
    }
    const record = recordOf(index, row.cells);
    for (const [header, cell] of Object.entries(job.fixes[String(row.line)] ?? {})) {
      if (index.has(header)) record[header] = cell;
    }
    const { values, errors } = readImportRow(job.kind, mapping, record, { dateOrder: job.date_order, now });
    const hash = sha(JSON.stringify(values));
    const chosen = job.source_key ? (record[job.source_key] ?? '').trim() : '';
    let key: string;
    if (chosen) {
      // A key a file repeats (a SKU of several rows) names each row by its occurrence, as a hash does.
      const occurrence = (seen.get(`k:${chosen}`) ?? 0) + 1;
      seen.set(`k:${chosen}`, occurrence);
      key = occurrence === 1 ? `k:${chosen}` : `k:${chosen}#${occurrence}`;
    } else {
      const rowHash = sha(JSON.stringify(row.cells.map((cell) => cell.trim())));
      const occurrence = (seen.get(rowHash) ?? 0) + 1;
      seen.set(rowHash, occurrence);
      key = `h:${rowHash}:${occurrence}`;
    }
    batch.push({ index: count, line: row.line, key, hash, values, errors, record });
    count += 1;
    if (batch.length >= batchRows) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The rows of a job's stored file (none once the job is done and its file removed). */
export async function* storedRows(storage: Storage, job: Pick<ImportJobRow, 'storage_key'>): AsyncGenerator<FileRow> {
  if (job.storage_key) yield* readStoredRows(storage, job.storage_key);
}

/** Header cells as names: trimmed, an empty one called by its place ("Column 4"). */
export function importHeaders(cells: readonly string[]): string[] {
  return cells.map((cell, position) => cell.trim() || `Column ${position + 1}`);
}
