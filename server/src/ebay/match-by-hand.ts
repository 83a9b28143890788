import { and, eq, isNotNull } from 'drizzle-orm';
import { ebayOrderLines, ebayOrders } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { assertTeamItems } from '../items/team-items.ts';
import { setSaleItems } from '../sales/sale-items.ts';

/**
 * A person says which item an order line sold: the line keeps it and the order's sale takes it through
 * the sale rules (sold, listing ended; 409 when another sale already has it). Answers the sale's id.
 */
export async function matchLineByHand(db: Database, teamId: number, lineId: number, itemId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        orderId: ebayOrderLines.ebay_order_id,
        saleId: ebayOrders.sale_id,
        cancelState: ebayOrders.cancel_state,
      })
      .from(ebayOrderLines)
      .innerJoin(ebayOrders, eq(ebayOrders.id, ebayOrderLines.ebay_order_id))
      .where(and(eq(ebayOrderLines.team_id, teamId), eq(ebayOrderLines.id, lineId)));
    if (!line) throw new AppError('NOT_FOUND', `eBay order line ${lineId} not found`);
    if (line.cancelState === 'CANCELED' || line.saleId === null) {
      throw new AppError('CONFLICT', 'This order was cancelled on eBay: it sold nothing.');
    }
    await assertTeamItems(tx, teamId, [itemId], 'inventory_item_id');
    await tx.update(ebayOrderLines).set({ inventory_item_id: itemId }).where(eq(ebayOrderLines.id, lineId));
    const lines = await tx
      .select({ itemId: ebayOrderLines.inventory_item_id })
      .from(ebayOrderLines)
      .where(and(eq(ebayOrderLines.ebay_order_id, line.orderId), isNotNull(ebayOrderLines.inventory_item_id)));
    if (lines.filter((row) => row.itemId === itemId).length > 1) {
      throw new AppError('CONFLICT', `Inventory item ${itemId} is already on another line of this order`, {
        inventory_item_id: 'Already on another line of this order',
      });
    }
    try {
      await setSaleItems(
        tx,
        teamId,
        line.saleId,
        lines.map((row) => row.itemId!),
      );
    } catch (error) {
      // The sale rules name their own field; here the person picked inventory_item_id.
      if (error instanceof AppError && error.fieldErrors?.['inventory_item_ids']) {
        throw new AppError(error.code, error.message, { inventory_item_id: error.fieldErrors['inventory_item_ids'] });
      }
      throw error;
    }
    return line.saleId;
  });
}
