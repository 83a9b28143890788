import { eq, sql } from 'drizzle-orm';
import { IMPORT_BATCH_ROWS } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { importJobs } from '../db/schema/index.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import type { ImportJobRow } from './job-rows.ts';
import { plannedBatches, storedRows } from './planned-rows.ts';
import { recordBatch, writeBatch } from './run-batch.ts';

/** A lease outlives any one batch (renewed with each); a crashed instance's job is taken up after it. */
export const IMPORT_LEASE_SECONDS = 120;

/**
 * Takes one job that is queued, or running under a lease that ran out (its instance died), and that
 * no other instance is claiming (FOR UPDATE SKIP LOCKED).
 */
export async function claimImportJob(db: Database, owner: string): Promise<ImportJobRow | null> {
  const [claimed] = await rowsOf<{ id: number }>(
    db,
    sql`update import_jobs set status = 'running', lease_owner = ${owner},
          lease_until = now() + make_interval(secs => ${IMPORT_LEASE_SECONDS}), updated_at = now()
        where id = (
          select id from import_jobs
          where status = 'queued' or (status = 'running' and lease_until < now())
          order by id limit 1 for update skip locked)
        returning id`,
  );
  if (!claimed) return null;
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, claimed.id));
  return row ?? null;
}

/**
 * Runs a claimed job from its cursor: each batch is written, counted and the cursor moved in one
 * transaction. A batch that fails leaves nothing of it, marks the job failed with the reason and keeps
 * the cursor before it, so starting the job again resumes there. Done, the stored file is removed.
 */
export async function runImportJob(
  db: Database,
  storage: Storage,
  job: ImportJobRow,
  owner: string,
  isClosing: () => boolean = () => false,
): Promise<void> {
  const holds = sql`${importJobs.id} = ${job.id} and ${importJobs.lease_owner} = ${owner}`;
  let batchLine = 0;
  try {
    for await (const rows of plannedBatches(storedRows(storage, job), job, IMPORT_BATCH_ROWS)) {
      const last = rows[rows.length - 1]!;
      if (last.index < job.processed_rows) continue;
      // Closing: the lease is handed back and the next instance (or this one, restarted) goes on.
      if (isClosing()) {
        await db.update(importJobs).set({ status: 'queued', lease_owner: null, lease_until: null }).where(holds);
        return;
      }
      const todo = rows.filter((row) => row.index >= job.processed_rows);
      batchLine = todo[0]!.line;
      const snapshot = { ...job };
      await db
        .transaction(async (tx) => {
          const counts = await writeBatch(tx, job, todo);
          await recordBatch(tx, job, counts, last.index + 1);
        })
        .catch((error: unknown) => {
          Object.assign(job, snapshot);
          throw error;
        });
      // The embedded database answers in this thread: let the instance's requests and timers in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db
      .update(importJobs)
      .set({
        status: 'done',
        lease_owner: null,
        lease_until: null,
        storage_key: null,
        last_error: null,
        updated_at: sql`now()`,
      })
      .where(holds);
    if (job.storage_key) await storage.remove(job.storage_key);
  } catch (error) {
    // The database's own reason, not drizzle's 'Failed query: …' wrapper with the whole statement.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = cause instanceof Error ? cause.message : String(cause);
    await db
      .update(importJobs)
      .set({
        status: 'failed',
        lease_owner: null,
        lease_until: null,
        last_error: `The rows from line ${batchLine} on were not written (${message.slice(0, 500)}); start the import again to resume there.`,
        updated_at: sql`now()`,
      })
      .where(holds);
  }
}
