import type { Row } from '../resources/define.ts';

/** Profit cannot be known for an item without a cost, so a list says so. */
export function missingCostWarning(rows: Row[]): string | undefined {
  const missing = rows.filter((row) => row['cost'] === null);
  if (missing.length === 0) return undefined;
  if (missing.length === 1) return `Inventory item #${missing[0]!.id} has no cost.`;
  return `${missing.length} items on this page have no cost.`;
}
