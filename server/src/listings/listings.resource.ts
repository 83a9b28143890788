import { listings as contract } from '@flipstack/contract';
import { listings as table } from '../db/schema/index.ts';
import { onListingStatusChange, releaseListingItems, setListingItems } from './listing-items.ts';
import { listingDates } from './listing-dates.ts';
import { defineResource } from '../resources/kit/define.ts';
import { counted } from '../resources/kit/describe.ts';

export const listings = defineResource({
  contract,
  table,
  referencedBy: [
    {
      resource: 'sales',
      foreignKey: 'listing_id',
      describe: (n) => `${counted(n, 'sale comes', 'sales come')} from this listing`,
    },
  ],
  relations: {
    account: { kind: 'one', resource: 'accounts', foreignKey: 'account_id' },
    platform: { kind: 'one', resource: 'platforms', foreignKey: 'platform_id' },
    items: {
      kind: 'through',
      resource: 'inventory-items',
      via: 'listings-inventory-items',
      from: 'listing_id',
      to: 'inventory_item_id',
    },
    item_links: { kind: 'many', resource: 'listings-inventory-items', foreignKey: 'listing_id' },
  },
  hooks: {
    beforeWrite: async (_context, values, existing) => listingDates(values, existing),
    afterCreate: async ({ tx, session }, row, input) => {
      if (input.inventory_item_ids) await setListingItems(tx, session.teamId, row.id, input.inventory_item_ids);
    },
    afterUpdate: async ({ tx, session }, row, previous, input) => {
      await onListingStatusChange(tx, session.teamId, row.id, previous.status, row.status);
      if (input.inventory_item_ids) await setListingItems(tx, session.teamId, row.id, input.inventory_item_ids);
    },
    beforeDelete: async ({ tx, session }, row) => releaseListingItems(tx, session.teamId, row.id),
  },
});
