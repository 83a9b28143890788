import { eq, sql } from 'drizzle-orm';
import { marketplaceOrderLines } from '../db/schema/index.ts';
import { inChunks } from '../db/chunks.ts';
import type { Transaction } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { unitMatcher } from './unit-matcher.ts';
import { createUnitSale } from './unit-sale.ts';

export type NewLineUnit = Omit<
  typeof marketplaceOrderLines.$inferInsert,
  'id' | 'team_id' | 'inventory_item_id' | 'sale_id' | 'created_at' | 'updated_at'
>;

const keyOf = (unit: { marketplace: string; order_id: string; line: string; unit?: number | null }) =>
  JSON.stringify([unit.marketplace, unit.order_id, unit.line, unit.unit ?? 1]);

/**
 * Records the units not seen before (an earlier import or sync recorded the others, which are left as they are),
 * matches each new one to an unsold item of the team and makes its sale; a unit with no item, or whose sale the
 * sales rules refuse (`refused`, by index), waits under "to match". `isNew[i]`: whether units[i] was recorded now.
 */
export async function recordLineUnits(
  tx: Transaction,
  session: Session,
  units: NewLineUnit[],
): Promise<{ isNew: boolean[]; refused: Map<number, AppError> }> {
  const refused = new Map<number, AppError>();
  if (units.length === 0) return { isNew: [], refused };
  const inserted = await inChunks(
    units.map((unit) => ({ ...unit, team_id: session.teamId })),
    500,
    (rows) => tx.insert(marketplaceOrderLines).values(rows).onConflictDoNothing().returning(),
  );
  const byKey = new Map(inserted.map((row) => [keyOf(row), row]));
  const fresh = units.flatMap((unit, index) => {
    const row = byKey.get(keyOf(unit));
    if (!row) return [];
    byKey.delete(keyOf(unit));
    return [{ index, row }];
  });
  const isNew = units.map(() => false);
  for (const { index } of fresh) isNew[index] = true;

  const match = await unitMatcher(
    tx,
    session.teamId,
    fresh.map(({ row }) => row),
  );
  for (const { index, row } of fresh) {
    const itemId = match(row);
    if (itemId === null) continue;
    try {
      const saleId = await createUnitSale(tx, session, row, itemId);
      await tx
        .update(marketplaceOrderLines)
        .set({ inventory_item_id: itemId, sale_id: saleId, updated_at: sql`now()` })
        .where(eq(marketplaceOrderLines.id, row.id));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.set(index, error);
    }
  }
  return { isNew, refused };
}
