import type { FastifyInstance } from 'fastify';
import { scheduleWorker, type BackgroundWorker } from '../background/worker.ts';
import { claimImportJob, runImportJob } from './run-job.ts';

/** How often an instance looks for queued jobs (and for jobs a crashed instance left). */
const POLL_MS = 5000;

export type ImportWorker = BackgroundWorker;

/**
 * This instance's import runner: it takes queued jobs one at a time (any instance may take any job: the
 * lease is in the database), at once when this instance queued one, else every few seconds. Closing the
 * app stops after the batch under way and hands the job back.
 */
export function scheduleImports(app: FastifyInstance): ImportWorker {
  return scheduleWorker(app, {
    name: 'import',
    everyMs: POLL_MS,
    async turn(owner, isClosing) {
      while (!isClosing()) {
        const job = await claimImportJob(app.db, owner);
        if (!job) return;
        await runImportJob(app.db, app.storage, job, owner, isClosing);
      }
    },
  });
}
