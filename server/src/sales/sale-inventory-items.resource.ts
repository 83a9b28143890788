import { saleInventoryItems as contract } from '@flipstack/contract';
import { saleInventoryItems as table } from '../db/schema/index.ts';
import { assertItemsNotSold, onItemsSold, onItemsUnsold } from './sale-items.ts';
import { itemsFollowShipping } from './sale-shipping.ts';
import { defineResource } from '../resources/kit/define.ts';

export const saleInventoryItems = defineResource({
  contract,
  table,
  relations: {
    sale: { kind: 'one', resource: 'sales', foreignKey: 'sale_id' },
    inventory_item: { kind: 'one', resource: 'inventory-items', foreignKey: 'inventory_item_id' },
  },
  hooks: {
    beforeWrite: async ({ tx }, values, existing) => {
      await assertItemsNotSold(tx, [Number(values.inventory_item_id)], existing?.id);
      return values;
    },
    afterCreate: async ({ tx, session }, row) => onItemsSold(tx, session.teamId, row.sale_id, [row.inventory_item_id]),
    afterUpdate: async ({ tx, session }, row, previous) => {
      if (row.inventory_item_id === previous.inventory_item_id) {
        // The same item moved to another sale: shipped or not as that sale is.
        if (row.sale_id !== previous.sale_id) await itemsFollowShipping(tx, session.teamId, row.sale_id);
        return;
      }
      await onItemsUnsold(tx, session.teamId, [previous.inventory_item_id]);
      await onItemsSold(tx, session.teamId, row.sale_id, [row.inventory_item_id]);
    },
    afterDelete: async ({ tx, session }, row) => onItemsUnsold(tx, session.teamId, [row.inventory_item_id]),
  },
});
