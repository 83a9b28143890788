import type { InventoryDetailResponse } from '@flipstack/contract';

type DetailRow = InventoryDetailResponse['rows'][number];

/** An inventory row as the tools hand it to the model and the built-in answers: named, priced and placed. */
export const itemFacts = (row: DetailRow) => ({
  id: row.id,
  serial_number: row.serial_number,
  tag_number: row.tag_number,
  product: row.product.name,
  status: row.status,
  condition: row.condition,
  cost: row.cost,
  listed_value: row.listed_value,
  location: row.location?.name ?? null,
  days_in_stock: row.days_in_stock,
});
