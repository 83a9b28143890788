import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { inventoryItems, products } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { LabelItem } from './label-pdf.ts';

/**
 * The team's items of `ids` in the order given, with their product and price ('Listed at': the item's
 * own price, else its share of its active listing). An id of another team answers like a missing one.
 */
export async function readLabelItems(
  tx: Transaction,
  teamId: number,
  ids: number[],
  formatMoney: (amount: string) => string,
): Promise<LabelItem[]> {
  const rows = await tx
    .select({
      id: inventoryItems.id,
      tag_number: inventoryItems.tag_number,
      product_name: products.name,
      price: inventoryItems.listed_value,
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.product_id))
    .where(and(eq(inventoryItems.team_id, teamId), inArray(inventoryItems.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id, index) => {
    const row = byId.get(id);
    if (!row) {
      const message = `No inventory item with id ${id}`;
      throw new AppError('VALIDATION_FAILED', message, { [`inventory_item_ids.${index}`]: message });
    }
    return {
      ...row,
      tag_number: row.tag_number ?? String(row.id),
      price: row.price === null ? null : formatMoney(row.price),
    };
  });
}
