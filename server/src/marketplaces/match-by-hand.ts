import { and, eq, sql } from 'drizzle-orm';
import { marketplaceOrderLines } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { assertTeamItems } from '../items/team-items.ts';
import { createUnitSale } from './unit-sale.ts';

/**
 * A person says which item a waiting unit sold: its sale is made with the item through the sales rules (sold,
 * listings ended; 409 when another sale has the item) and the unit keeps both. Answers the sale's id.
 */
export async function matchLineUnitByHand(db: Database, session: Session, lineId: number, itemId: number) {
  return db.transaction(async (tx) => {
    const [unit] = await tx
      .select()
      .from(marketplaceOrderLines)
      .where(and(eq(marketplaceOrderLines.team_id, session.teamId), eq(marketplaceOrderLines.id, lineId)))
      .for('update');
    if (!unit) throw new AppError('NOT_FOUND', `Order line ${lineId} not found`);
    if (unit.sale_id !== null) {
      throw new AppError('CONFLICT', 'This line already has its sale: change the sale’s items there');
    }
    await assertTeamItems(tx, session.teamId, [itemId], 'inventory_item_id');
    let saleId: number;
    try {
      saleId = await createUnitSale(tx, session, unit, itemId);
    } catch (error) {
      // The sale rules name their own field; here the person picked inventory_item_id.
      if (error instanceof AppError && error.fieldErrors?.['inventory_item_ids']) {
        throw new AppError(error.code, error.message, { inventory_item_id: error.fieldErrors['inventory_item_ids'] });
      }
      throw error;
    }
    await tx
      .update(marketplaceOrderLines)
      .set({ inventory_item_id: itemId, sale_id: saleId, updated_at: sql`now()` })
      .where(eq(marketplaceOrderLines.id, lineId));
    return saleId;
  });
}
