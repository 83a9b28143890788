import { and, eq, inArray } from 'drizzle-orm';
import {
  splitCost,
  type PurchaseItemInput,
  type SplitMethod,
  type purchases as purchasesContract,
} from '@flipstack/contract';
import { inventoryItems, locations, products, type purchases as purchasesTable } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { assertCodesFree } from '../items/unique-codes.ts';
import { takeTagNumbers } from '../items/tag-numbers.ts';
import type { Transaction } from '../db/client.ts';
import type { ResourceRow } from '../resources/kit/define.ts';

/**
 * Creates a new purchase's items as inventory items, in the purchase's transaction: any failure
 * (unknown product, duplicate serial, impossible split) throws, and the purchase goes with it. Items
 * without a tag number get the team's next ones.
 */
export async function createPurchaseItems(
  tx: Transaction,
  teamId: number,
  purchase: ResourceRow<typeof purchasesContract, typeof purchasesTable>,
  items: PurchaseItemInput[],
  split: SplitMethod = 'equal',
): Promise<void> {
  if (items.length === 0) return;
  await assertTeamRows(
    tx,
    teamId,
    products,
    'product',
    items.map((item) => item.product_id),
    'product_id',
  );
  await assertTeamRows(
    tx,
    teamId,
    locations,
    'location',
    items.map((item) => item.location_id ?? null),
    'location_id',
  );
  const costs = splitOrRefuse(purchase.total, items, split);
  await assertCodesFree(
    tx,
    teamId,
    items.map((item, index) => ({ ...item, path: `items.${index}.` })),
  );
  const purchaseReceivedAt = purchase.received_at;
  const newTags = await takeTagNumbers(tx, teamId, items.filter((item) => !item.tag_number).length);
  await tx.insert(inventoryItems).values(
    items.map((item, index) => {
      const receivedAt = item.received_at ?? purchaseReceivedAt;
      return {
        team_id: teamId,
        purchase_id: purchase.id,
        product_id: item.product_id,
        serial_number: item.serial_number ?? null,
        tag_number: item.tag_number || newTags.shift()!,
        condition: item.condition ?? null,
        cost: costs[index]!,
        location_id: item.location_id ?? null,
        status: receivedAt ? ('in_stock' as const) : ('in_transit' as const),
        received_at: receivedAt,
      };
    }),
  );
}

function splitOrRefuse(total: string, items: PurchaseItemInput[], split: SplitMethod): string[] {
  const result = splitCost(total, items, split);
  if (result.costs) return result.costs;
  const field = result.index === undefined ? 'items' : `items.${result.index}.${result.field ?? 'weight'}`;
  throw new AppError('VALIDATION_FAILED', result.error, { [field]: result.error });
}

/** Every id given for `field` must name a row of the team (an item's product, its location). */
async function assertTeamRows(
  tx: Transaction,
  teamId: number,
  table: typeof products | typeof locations,
  label: string,
  ids: (number | null)[],
  field: string,
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.team_id, teamId), inArray(table.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  const index = ids.findIndex((id) => id !== null && !known.has(id));
  if (index >= 0) {
    const message = `No ${label} with id ${ids[index]}`;
    throw new AppError('VALIDATION_FAILED', message, { [`items.${index}.${field}`]: message });
  }
}
