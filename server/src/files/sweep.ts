import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, DatabaseKind } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { files, importJobs } from '../db/schema/index.ts';
import type { Storage } from '../integrations/storage/storage.ts';

/** Bytes younger than this may belong to an upload whose rows are not committed yet. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** An import left in preview this long was abandoned: the job goes, and with it the hold on its file. */
export const IMPORT_PREVIEW_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Any fixed number: the lock that lets one instance sweep while the others skip their turn. */
const SWEEP_LOCK = 7_302_020;
const BATCH = 500;

/**
 * Removes stored bytes that no file row (nor import waiting to run) names and that are older than an
 * hour: left by a crash between writing bytes and committing rows, by a record whose deletion took its
 * files (a trigger, which cannot reach the storage), or by an import previewed and never started (its
 * job goes after IMPORT_PREVIEW_KEPT_MS). Answers how many objects went; 0 when another instance is sweeping.
 */
export async function sweepStorage(
  db: Database,
  kind: DatabaseKind,
  storage: Storage,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<number> {
  // PGlite has one process: only PostgreSQL needs the lock, held by the transaction the sweep runs in.
  if (kind === 'embedded') return sweepUnlocked(db, storage, log, now);
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Database;
    const [lock] = await rowsOf<{ locked: boolean }>(
      executor,
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`,
    );
    return lock?.locked ? sweepUnlocked(executor, storage, log, now) : 0;
  });
}

async function sweepUnlocked(db: Database, storage: Storage, log: FastifyBaseLogger, now: number): Promise<number> {
  const abandoned = await db
    .delete(importJobs)
    .where(
      and(
        eq(importJobs.status, 'preview'),
        lt(importJobs.updated_at, new Date(now - IMPORT_PREVIEW_KEPT_MS).toISOString()),
      ),
    )
    .returning({ id: importJobs.id });
  if (abandoned.length > 0) log.info({ jobs: abandoned.length }, 'removed imports left in preview');
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const named = await db
      .select({ storage_key: files.storage_key, thumbnail_key: files.thumbnail_key })
      .from(files)
      .where(or(inArray(files.storage_key, batch), inArray(files.thumbnail_key, batch)));
    const imports = await db
      .select({ storage_key: importJobs.storage_key })
      .from(importJobs)
      .where(inArray(importJobs.storage_key, batch));
    const kept = new Set([
      ...named.flatMap((row) => [row.storage_key, row.thumbnail_key]),
      ...imports.map((row) => row.storage_key),
    ]);
    for (const key of batch.filter((key) => !kept.has(key))) {
      await storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    if (now - object.modifiedAt.getTime() < SWEEP_MIN_AGE_MS) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) log.info({ removed }, 'removed stored bytes no file names');
  return removed;
}

/** Sweeps once the app is ready, then hourly; closing the app waits for a sweep under way. */
export function scheduleSweep(app: FastifyInstance): void {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const log = app.log.child({ module: 'files-sweep' });
  const sweep = () => {
    running = sweepStorage(app.db, app.databaseKind, app.storage, log).catch((error: unknown) =>
      log.error({ err: error }, 'sweeping stored files failed'),
    );
  };
  app.addHook('onReady', () => {
    sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
