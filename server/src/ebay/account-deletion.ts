import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ebayConnections, ebayOrders, ebayPayouts, sales } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';

/** eBay's endpoint check: SHA-256 (hex) of challenge code, verification token and the endpoint's URL, in that order. */
export function challengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

/**
 * An eBay user deleted their account: a seller's tokens go (the connection with them) and their bank
 * account leaves their payouts, and as a buyer their username leaves every imported order (kept raw JSON
 * included) and sale.
 */
export async function deleteEbayUserData(db: Database, user: { userId?: string; username?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    if (user.userId) {
      const gone = await tx
        .delete(ebayConnections)
        .where(eq(ebayConnections.ebay_user_id, user.userId))
        .returning({ accountId: ebayConnections.account_id });
      if (gone.length > 0)
        await tx
          .update(ebayPayouts)
          .set({ instrument: null })
          .where(
            inArray(
              ebayPayouts.account_id,
              gone.map((one) => one.accountId),
            ),
          );
    }
    if (!user.username) return;
    const orders = await tx
      .update(ebayOrders)
      .set({ buyer_username: null, raw: { removed: 'eBay Marketplace Account Deletion' } })
      .where(eq(ebayOrders.buyer_username, user.username))
      .returning({ saleId: ebayOrders.sale_id });
    for (const order of orders) {
      if (order.saleId !== null) await tx.update(sales).set({ buyer: null }).where(eq(sales.id, order.saleId));
    }
  });
}
