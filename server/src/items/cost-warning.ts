import type { inventoryItems as contract } from '@flipstack/contract';
import type { inventoryItems } from '../db/schema/index.ts';
import type { ResourceRow } from '../resources/kit/define.ts';

/** Profit cannot be known for an item without a cost, so a list says so. */
export function missingCostWarning(rows: ResourceRow<typeof contract, typeof inventoryItems>[]): string | undefined {
  const missing = rows.filter((row) => row.cost === null);
  return costWarning(missing.length, missing[0]?.id);
}

/** The warning for `count` items without a cost on a page, the first of them `firstId`. */
export function costWarning(count: number, firstId: number | undefined): string | undefined {
  if (count === 0) return undefined;
  if (count === 1) return `Inventory item #${firstId} has no cost.`;
  return `${count} items on this page have no cost.`;
}
