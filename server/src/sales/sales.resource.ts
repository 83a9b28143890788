import { SALE_IS_EMPTY, sales as contract, saleIsEmpty } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { sales as table } from '../db/schema/index.ts';
import { lockSaleItems, releaseSaleItems, setSaleItems } from './sale-items.ts';
import { itemsFollowShipping, shippingDate } from './sale-shipping.ts';
import { lossWarning, saleTotals } from './sale-totals.ts';
import { defineResource } from '../resources/kit/define.ts';
import { counted } from '../resources/kit/describe.ts';

export const sales = defineResource({
  contract,
  table,
  computed: saleTotals,
  referencedBy: [
    {
      resource: 'transactions',
      foreignKey: 'sale_id',
      describe: (n) => `${counted(n, 'transaction belongs', 'transactions belong')} to this sale`,
    },
  ],
  relations: {
    platform: { kind: 'one', resource: 'platforms', foreignKey: 'platform_id' },
    account: { kind: 'one', resource: 'accounts', foreignKey: 'account_id' },
    listing: { kind: 'one', resource: 'listings', foreignKey: 'listing_id' },
    shipping_service: { kind: 'one', resource: 'shipping-services', foreignKey: 'shipping_service_id' },
    items: {
      kind: 'through',
      resource: 'inventory-items',
      via: 'sale-inventory-items',
      from: 'sale_id',
      to: 'inventory_item_id',
    },
    item_links: { kind: 'many', resource: 'sale-inventory-items', foreignKey: 'sale_id' },
    transactions: { kind: 'many', resource: 'transactions', foreignKey: 'sale_id' },
  },
  hooks: {
    beforeCreate: async (_context, input) => {
      if (saleIsEmpty(input)) {
        throw new AppError('VALIDATION_FAILED', SALE_IS_EMPTY, { inventory_item_ids: SALE_IS_EMPTY });
      }
    },
    beforeWrite: async ({ tx, session }, values, existing) => {
      if (existing) await lockSaleItems(tx, session.teamId, existing.id);
      return shippingDate(values, existing);
    },
    afterCreate: async ({ tx, session }, row, input) => {
      if (input.inventory_item_ids) await setSaleItems(tx, session.teamId, row.id, input.inventory_item_ids);
    },
    afterUpdate: async ({ tx, session }, row, _previous, input) => {
      if (input.inventory_item_ids) await setSaleItems(tx, session.teamId, row.id, input.inventory_item_ids);
      await itemsFollowShipping(tx, session.teamId, row.id);
    },
    // Deleting a sale gives its items back; the links go with it.
    beforeDelete: async ({ tx, session }, row) => releaseSaleItems(tx, session.teamId, row.id),
  },
  listWarning: lossWarning,
});
