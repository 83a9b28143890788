import { and, eq, inArray } from 'drizzle-orm';
import { inventoryItems } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Transaction } from '../db/client.ts';

/** Every id must name an inventory item of the team; answers 400 on `field` naming the first that does not. */
export async function assertTeamItems(
  tx: Transaction,
  teamId: number,
  itemIds: number[],
  field: string,
): Promise<void> {
  if (itemIds.length === 0) return;
  const found = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.team_id, teamId), inArray(inventoryItems.id, itemIds)));
  const known = new Set(found.map((row) => row.id));
  const missing = itemIds.find((id) => !known.has(id));
  if (missing !== undefined) {
    const message = `No inventory item with id ${missing}`;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
}
