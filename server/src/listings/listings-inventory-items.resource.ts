import { listingsInventoryItems as contract } from '@flipstack/contract';
import { listingsInventoryItems as table } from '../db/schema/index.ts';
import { assertNotOnListing, onItemsLinkedToListing, onItemsUnlinkedFromListing } from './listing-items.ts';
import { defineResource } from '../resources/kit/define.ts';

export const listingsInventoryItems = defineResource({
  contract,
  table,
  relations: {
    listing: { kind: 'one', resource: 'listings', foreignKey: 'listing_id' },
    inventory_item: { kind: 'one', resource: 'inventory-items', foreignKey: 'inventory_item_id' },
  },
  hooks: {
    beforeWrite: async ({ tx, session }, values, existing) => {
      await assertNotOnListing(
        tx,
        session.teamId,
        Number(values.listing_id),
        Number(values.inventory_item_id),
        existing?.id,
      );
      return values;
    },
    afterCreate: async ({ tx, session }, row) =>
      onItemsLinkedToListing(tx, session.teamId, row.listing_id, [row.inventory_item_id]),
    afterUpdate: async ({ tx, session }, row, previous) => {
      if (row.listing_id === previous.listing_id && row.inventory_item_id === previous.inventory_item_id) return;
      await onItemsUnlinkedFromListing(tx, session.teamId, [previous.inventory_item_id]);
      await onItemsLinkedToListing(tx, session.teamId, row.listing_id, [row.inventory_item_id]);
    },
    afterDelete: async ({ tx, session }, row) =>
      onItemsUnlinkedFromListing(tx, session.teamId, [row.inventory_item_id]),
  },
});
