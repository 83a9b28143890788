import { locations as contract } from '@flipstack/contract';
import { locations as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';
import { counted } from '../kit/describe.ts';

export const locations = defineResource({
  contract,
  table,
  referencedBy: [
    {
      resource: 'inventory-items',
      foreignKey: 'location_id',
      describe: (n) => `${counted(n, 'inventory item is', 'inventory items are')} stored here`,
    },
  ],
});
