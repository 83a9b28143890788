import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { EbayClient } from '../integrations/ebay/ebay-client.ts';

/** What the eBay feature works with: the database, eBay's client, the secret that seals tokens. */
export type EbayContext = {
  db: Database;
  client: EbayClient;
  appSecret: string;
  pollSeconds: number;
  log: FastifyBaseLogger;
};
