import { inventoryItems as contract } from '@flipstack/contract';
import type { Transaction } from '../db/client.ts';
import { inventoryItems as table } from '../db/schema/index.ts';
import { missingCostWarning } from './cost-warning.ts';
import { assertCodesFree } from './unique-codes.ts';
import { takeTagNumbers } from './tag-numbers.ts';
import { defineResource, type WriteValues } from '../resources/kit/define.ts';
import { counted } from '../resources/kit/describe.ts';

/** New items: codes free in the team, a tag number for each item without one, the starting status. */
async function prepareNewItems(
  tx: Transaction,
  teamId: number,
  items: WriteValues<typeof contract>[],
): Promise<WriteValues<typeof contract>[]> {
  await assertCodesFree(tx, teamId, items);
  const tags = await takeTagNumbers(tx, teamId, items.filter((item) => !item.tag_number).length);
  return items.map((item) => ({
    ...item,
    tag_number: item.tag_number || tags.shift(),
    status: item.status ?? (item.received_at ? 'in_stock' : 'in_transit'),
  }));
}

export const inventoryItems = defineResource({
  contract,
  table,
  // Specs belong to the item and go with it (ON DELETE CASCADE).
  referencedBy: [
    {
      resource: 'sale-inventory-items',
      foreignKey: 'inventory_item_id',
      describe: () => 'it was sold; remove it from its sale first',
    },
    {
      resource: 'listings-inventory-items',
      foreignKey: 'inventory_item_id',
      describe: (n) => `it is on ${counted(n, 'listing', 'listings')}`,
    },
  ],
  relations: {
    product: { kind: 'one', resource: 'products', foreignKey: 'product_id' },
    purchase: { kind: 'one', resource: 'purchases', foreignKey: 'purchase_id' },
    location: { kind: 'one', resource: 'locations', foreignKey: 'location_id' },
    specs: { kind: 'many', resource: 'inventory-item-specs', foreignKey: 'inventory_item_id' },
    sale_links: { kind: 'many', resource: 'sale-inventory-items', foreignKey: 'inventory_item_id' },
    listing_links: { kind: 'many', resource: 'listings-inventory-items', foreignKey: 'inventory_item_id' },
  },
  hooks: {
    beforeWrite: async ({ tx, session }, values, existing) => {
      if (!existing) return (await prepareNewItems(tx, session.teamId, [values]))[0]!;
      await assertCodesFree(tx, session.teamId, [values], existing.id);
      return values;
    },
    beforeCreateMany: ({ tx, session }, values) => prepareNewItems(tx, session.teamId, values),
  },
  listWarning: missingCostWarning,
});
