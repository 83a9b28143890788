import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../integrations/storage/storage.ts';

/** Removes bytes no row names any more; a failure is only logged, since the sweep removes them later. */
export async function removeStored(storage: Storage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      log.warn({ err: error, key }, 'could not remove stored bytes; the sweep will');
    }
  }
}
