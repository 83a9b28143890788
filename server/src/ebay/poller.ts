import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EbayContext } from './ebay-context.ts';
import { claimDueConnection, syncConnection } from './sync.ts';

export type EbayPoller = { kick(): void };

/**
 * The background sync of this instance: every EBAY_POLL_SECONDS it syncs the accounts that are due and
 * that no other instance holds (claimDueConnection), one after another. Closing the app waits for the
 * sync under way; an interrupted one resumes on the next turn of any instance.
 */
export function scheduleEbaySync(app: FastifyInstance, context: EbayContext): EbayPoller {
  const owner = randomUUID();
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  async function syncDue() {
    for (let synced = 0; synced < 100 && !closing; synced += 1) {
      const connection = await claimDueConnection(context.db, owner);
      if (!connection) return;
      await syncConnection(context, connection, owner).catch(() => {
        // Kept on the account (last_sync_error) and shown on /ebay/login; the next turn tries again.
      });
    }
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = syncDue()
      .catch((error: unknown) => context.log.error({ err: error }, 'eBay sync turn failed'))
      .finally(() => {
        running = null;
        if (again && !closing) {
          again = false;
          tick();
        }
      });
  }

  app.addHook('onReady', () => {
    if (!context.client.isConfigured) return;
    timer = setInterval(tick, context.pollSeconds * 1000).unref();
    tick();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
  return {
    kick: () => {
      if (context.client.isConfigured && !closing) tick();
    },
  };
}
