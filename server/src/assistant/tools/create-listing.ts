import { z } from 'zod';
import { LISTING_STATUSES, listings } from '@flipstack/contract';
import { getResource } from '../../resource-registry.ts';
import { createRow, getRow } from '../../resources/service.ts';
import { itemIds, itemsParameter } from './item-codes.ts';
import { platformByName } from './lookup.ts';
import { parseInput } from './parse-input.ts';
import { defineTool } from './tool.ts';

/** Listing items marks them listed (the listings' own rule), as on the listings screen. */
export const createListing = defineTool({
  name: 'create_listing',
  description:
    "List items on a platform (e.g. eBay) at a price. The items become listed. Title defaults to the first item's product name.",
  parameters: z.object({
    platform_id: z.number().int().positive().optional(),
    platform_name: z.string().trim().min(1).max(100).optional(),
    price: z.string().describe('The asking price like "129.00"'),
    title: z.string().optional(),
    status: z.enum(LISTING_STATUSES).default('active'),
    ...itemsParameter,
  }),
  writes: ['listings', 'listings-inventory-items'],
  async run(context, args) {
    const { db, session } = context;
    const ids = await itemIds(context, args);
    const platformId =
      args.platform_id ?? (args.platform_name ? await platformByName(context, args.platform_name) : undefined);
    const firstItem =
      ids[0] === undefined ? undefined : await getRow(db, session, getResource('inventory-items'), ids[0], ['product']);
    const title = args.title ?? (firstItem?.['product'] as { name?: string } | undefined)?.name;
    const input = parseInput(listings.input, {
      platform_id: platformId,
      title,
      price: args.price,
      status: args.status,
      listed_at: args.status === 'active' ? new Date().toISOString() : undefined,
      inventory_item_ids: ids,
    });
    return createRow(db, session, getResource('listings'), input);
  },
});
