import { and, eq, inArray } from 'drizzle-orm';
import type { PurchaseItemInput, SplitMethod } from '@flipstack/contract';
import { inventoryItems, products } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { assertCodesFree } from '../inventory/unique-codes.ts';
import type { Row, Transaction } from '../resources/define.ts';
import { splitCost, SplitCostError } from './split-cost.ts';

/**
 * Creates a new purchase's items as inventory items, in the purchase's transaction: any failure
 * (unknown product, duplicate serial, impossible split) throws, and the purchase goes with it.
 */
export async function createPurchaseItems(tx: Transaction, teamId: number, purchase: Row, items: PurchaseItemInput[], split: SplitMethod = 'equal'): Promise<void> {
  if (items.length === 0) return;
  await assertTeamProducts(tx, teamId, items);
  const costs = splitOrRefuse(String(purchase['total']), items, split);
  await assertCodesFree(tx, teamId, items.map((item, index) => ({ ...item, path: `items.${index}.` })));
  const receivedAt = (purchase['received_at'] as string | null) ?? null;
  await tx.insert(inventoryItems).values(
    items.map((item, index) => ({
      team_id: teamId,
      purchase_id: purchase.id,
      product_id: item.product_id,
      serial_number: item.serial_number ?? null,
      tag_number: item.tag_number ?? null,
      condition: item.condition ?? null,
      cost: costs[index]!,
      status: receivedAt ? ('in_stock' as const) : ('in_transit' as const),
      received_at: receivedAt,
    })),
  );
}

function splitOrRefuse(total: string, items: PurchaseItemInput[], split: SplitMethod): string[] {
  try {
    return splitCost(total, items, split);
  } catch (error) {
    if (!(error instanceof SplitCostError)) throw error;
    const field = error.index === undefined ? 'items' : `items.${error.index}.weight`;
    throw new AppError('VALIDATION_FAILED', error.message, { [field]: error.message });
  }
}

async function assertTeamProducts(tx: Transaction, teamId: number, items: PurchaseItemInput[]): Promise<void> {
  const ids = [...new Set(items.map((item) => item.product_id))];
  const found = await tx.select({ id: products.id }).from(products).where(and(eq(products.team_id, teamId), inArray(products.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const index = items.findIndex((item) => !known.has(item.product_id));
  if (index >= 0) {
    const message = `No product with id ${items[index]!.product_id}`;
    throw new AppError('VALIDATION_FAILED', message, { [`items.${index}.product_id`]: message });
  }
}
