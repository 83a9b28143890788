import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import type { Connection } from './connections.ts';

/** Where a connection's orders go as sales: its team, its account and that account's platform. */
export async function ebayTarget(db: Database, connection: Connection) {
  const [account] = await db
    .select({ platformId: accounts.platform_id })
    .from(accounts)
    .where(eq(accounts.id, connection.account_id));
  return { teamId: connection.team_id, accountId: connection.account_id, platformId: account!.platformId };
}
