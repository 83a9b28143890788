import { eq, sql } from 'drizzle-orm';
import { EBAY_REQUIRED_SETTINGS, type EbayAccountsResponse } from '@flipstack/contract';
import { accounts, ebayConnections } from '../db/schema/index.ts';
import type { EbayConfig } from '../config.ts';
import type { EbayContext } from './ebay-context.ts';

/** The settings still missing for eBay connections (none: configured). */
export function missingSettings(config: EbayConfig): string[] {
  const given = {
    EBAY_CLIENT_ID: config.clientId,
    EBAY_CLIENT_SECRET: config.clientSecret,
    EBAY_RUNAME: config.ruName,
  };
  return EBAY_REQUIRED_SETTINGS.filter((name) => !given[name]);
}

/** The team's eBay accounts with their state and how many orders came in and wait for a match. */
export async function listEbayAccounts(
  context: EbayContext,
  config: EbayConfig,
  teamId: number,
): Promise<EbayAccountsResponse> {
  const rows = await context.db
    .select({
      id: ebayConnections.id,
      account_id: ebayConnections.account_id,
      account_name: accounts.name,
      ebay_username: ebayConnections.ebay_username,
      status: ebayConnections.status,
      last_sync_at: ebayConnections.last_sync_at,
      next_sync_at: ebayConnections.next_sync_at,
      last_sync_error: ebayConnections.last_sync_error,
      is_syncing: sql<boolean>`coalesce(${ebayConnections.lease_until} > now(), false)`,
      orders: sql<number>`(select count(*)::int from ebay_orders o where o.account_id = ${ebayConnections.account_id} and o.team_id = ${teamId})`,
      to_match: sql<number>`(select count(*)::int from ebay_order_lines l join ebay_orders o on o.id = l.ebay_order_id
        where o.account_id = ${ebayConnections.account_id} and o.team_id = ${teamId} and l.inventory_item_id is null
        and o.cancel_state is distinct from 'CANCELED')`,
    })
    .from(ebayConnections)
    .innerJoin(accounts, eq(accounts.id, ebayConnections.account_id))
    .where(eq(ebayConnections.team_id, teamId))
    .orderBy(ebayConnections.id);
  const missing = missingSettings(config);
  return { configured: missing.length === 0, missing_settings: missing, poll_seconds: config.pollSeconds, rows };
}
