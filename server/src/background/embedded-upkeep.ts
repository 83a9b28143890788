import type { FastifyInstance } from 'fastify';
import { embeddedUpkeepTurn } from '../db/embedded-upkeep.ts';
import { scheduleWorker } from './worker.ts';

const MINUTE_MS = 60 * 1000;

/**
 * Autovacuum's work on the embedded database, once the app is ready and then every minute, as
 * autovacuum looks (db/embedded-upkeep.ts). A PostgreSQL server does its own.
 */
export function scheduleEmbeddedUpkeep(app: FastifyInstance): void {
  const log = app.log.child({ module: 'embedded-upkeep' });
  let first = true;
  scheduleWorker(app, {
    name: 'embedded-upkeep',
    log,
    everyMs: MINUTE_MS,
    isEnabled: () => app.databaseKind === 'embedded',
    async turn() {
      const started = performance.now();
      const done = await embeddedUpkeepTurn(app.db, { first });
      first = false;
      if (done.vacuumed.length + done.analyzed.length === 0) return;
      log.info({ ...done, ms: Math.round(performance.now() - started) }, 'vacuumed and analyzed the embedded database');
    },
  });
}
