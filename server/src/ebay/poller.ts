import type { FastifyInstance } from 'fastify';
import { scheduleWorker, type BackgroundWorker } from '../background/worker.ts';
import type { EbayContext } from './ebay-context.ts';
import { claimDueConnection, syncConnection } from './sync.ts';

export type EbayPoller = BackgroundWorker;

/**
 * The background sync of this instance: every EBAY_POLL_SECONDS it syncs the accounts that are due and
 * that no other instance holds (claimDueConnection), one after another. Closing the app waits for the
 * sync under way; an interrupted one resumes on the next turn of any instance.
 */
export function scheduleEbaySync(app: FastifyInstance, context: EbayContext): EbayPoller {
  return scheduleWorker(app, {
    name: 'eBay sync',
    log: context.log,
    everyMs: context.pollSeconds * 1000,
    isEnabled: () => context.client.isConfigured,
    async turn(owner, isClosing) {
      for (let synced = 0; synced < 100 && !isClosing(); synced += 1) {
        const connection = await claimDueConnection(context.db, owner);
        if (!connection) return;
        await syncConnection(context, connection, owner).catch(() => {
          // Kept on the account (last_sync_error) and shown on /ebay/login; the next turn tries again.
        });
      }
    },
  });
}
