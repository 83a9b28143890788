import { inventoryItemSpecs as contract } from '@flipstack/contract';
import { inventoryItemSpecs as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';

export const inventoryItemSpecs = defineResource({
  contract,
  table,
  relations: { inventory_item: { kind: 'one', resource: 'inventory-items', foreignKey: 'inventory_item_id' } },
});
