import { purchases as contract } from '@flipstack/contract';
import { purchases as table } from '../db/schema/index.ts';
import { holdTagCounter } from '../items/tag-numbers.ts';
import { createPurchaseItems } from './purchase-items.ts';
import { purchaseTotals } from './purchase-totals.ts';
import { defineResource } from '../resources/kit/define.ts';
import { counted } from '../resources/kit/describe.ts';

export const purchases = defineResource({
  contract,
  table,
  computed: purchaseTotals,
  referencedBy: [
    {
      resource: 'inventory-items',
      foreignKey: 'purchase_id',
      describe: (n) => `${counted(n, 'inventory item comes', 'inventory items come')} from this purchase`,
    },
    {
      resource: 'transactions',
      foreignKey: 'purchase_id',
      describe: (n) => `${counted(n, 'transaction belongs', 'transactions belong')} to this purchase`,
    },
  ],
  relations: {
    seller: { kind: 'one', resource: 'sellers', foreignKey: 'seller_id' },
    platform: { kind: 'one', resource: 'platforms', foreignKey: 'platform_id' },
    account: { kind: 'one', resource: 'accounts', foreignKey: 'account_id' },
    items: { kind: 'many', resource: 'inventory-items', foreignKey: 'purchase_id' },
    // The products of its items, one per item: the purchase's page names them with the items, in one answer.
    products: {
      kind: 'through',
      resource: 'products',
      via: 'inventory-items',
      from: 'purchase_id',
      to: 'product_id',
    },
    transactions: { kind: 'many', resource: 'transactions', foreignKey: 'purchase_id' },
  },
  hooks: {
    beforeCreate: async ({ tx, session }, input) => {
      if (input.items?.some((item) => !item.tag_number)) await holdTagCounter(tx, session.teamId);
    },
    // Items come with a new purchase only; later they are inventory items of their own.
    afterCreate: async ({ tx, session }, row, input) => {
      if (input.items) await createPurchaseItems(tx, session.teamId, row, input.items, input.split);
    },
  },
});
