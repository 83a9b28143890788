import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { claimImportJob, runImportJob } from './run-job.ts';

/** How often an instance looks for queued jobs (and for jobs a crashed instance left). */
const POLL_MS = 5000;

export type ImportWorker = { kick(): void };

/**
 * This instance's import runner: it takes queued jobs one at a time (any instance may take any job: the
 * lease is in the database), at once when this instance queued one, else every few seconds. Closing the
 * app stops after the batch under way and hands the job back.
 */
export function scheduleImports(app: FastifyInstance): ImportWorker {
  const owner = randomUUID();
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  async function runQueued() {
    while (!closing) {
      const job = await claimImportJob(app.db, owner);
      if (!job) return;
      await runImportJob(app.db, app.storage, job, owner, () => closing);
    }
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runQueued()
      .catch((error: unknown) => app.log.error({ err: error }, 'import turn failed'))
      .finally(() => {
        running = null;
        if (again && !closing) {
          again = false;
          tick();
        }
      });
  }

  app.addHook('onReady', () => {
    timer = setInterval(tick, POLL_MS).unref();
    tick();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
  return { kick: () => (closing ? undefined : tick()) };
}
