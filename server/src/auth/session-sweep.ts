import type { FastifyInstance } from 'fastify';
import { scheduleWorker, type BackgroundWorker } from '../background/worker.ts';
import { sweepSessions } from './sessions.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes long-ended sessions and their refresh tokens once the app is ready, then hourly. Any instance
 * may run it at the same time as another: a session is deleted once, whoever gets there.
 */
export function scheduleSessionSweep(app: FastifyInstance): BackgroundWorker {
  const log = app.log.child({ module: 'sessions-sweep' });
  return scheduleWorker(app, {
    name: 'sessions-sweep',
    log,
    everyMs: HOUR_MS,
    async turn() {
      const removed = await sweepSessions(app.db);
      if (removed > 0) log.info({ removed }, 'deleted sessions that ended long ago');
    },
  });
}
