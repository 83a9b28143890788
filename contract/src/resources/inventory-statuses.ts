/** An inventory item's statuses: plain values, apart from the schemas, so the web app's first load can read them without zod. */
export const INVENTORY_STATUSES = [
  'in_transit',
  'in_stock',
  'listed',
  'sold',
  'shipped',
  'returned',
  'written_off',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
/** Statuses of items still waiting to be sold: the stock on hand, its aging, what a sale may take. */
export const UNSOLD_STATUSES = [
  'in_transit',
  'in_stock',
  'listed',
  'returned',
] as const satisfies readonly InventoryStatus[];
