import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type BackgroundWorker = { kick(): void };

export type WorkerOptions = {
  /** Named in the log when a turn fails. */
  name: string;
  /** Where a failed turn is logged; the app's log unless told. */
  log?: FastifyBaseLogger;
  everyMs: number;
  /** False: the worker never runs (e.g. its service is not configured). */
  isEnabled?: () => boolean;
  /** One turn: claims and runs what is due under `owner` (a database lease), stopping when `isClosing()`. */
  turn(owner: string, isClosing: () => boolean): Promise<void>;
};

/**
 * A background loop of this instance: a turn every `everyMs` once the app is ready, at once on kick();
 * never two turns at a time (a kick during a turn runs one more after it). Closing the app waits for the
 * turn under way. What to do is claimed in the database, so any instance may take any work.
 */
export function scheduleWorker(app: FastifyInstance, options: WorkerOptions): BackgroundWorker {
  const owner = randomUUID();
  const isEnabled = options.isEnabled ?? (() => true);
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = options
      .turn(owner, () => closing)
      .catch((error: unknown) => (options.log ?? app.log).error({ err: error }, `${options.name} turn failed`))
      .finally(() => {
        running = null;
        if (again && !closing) {
          again = false;
          tick();
        }
      });
  }

  app.addHook('onReady', () => {
    if (!isEnabled()) return;
    timer = setInterval(tick, options.everyMs).unref();
    tick();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
  return {
    kick: () => {
      if (isEnabled() && !closing) tick();
    },
  };
}
