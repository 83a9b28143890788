import { z } from 'zod';
import { LISTING_STATUSES, listings } from '@flipstack/contract';
import { AppError } from '../../http/app-error.ts';
import { createRow } from '../../resources/service.ts';
import { itemsParameter, unsoldItems } from './item-codes.ts';
import { givenPlatform, itemLabel } from './lookup.ts';
import { parseInput } from './parse-input.ts';
import { lines, moneyIn } from './proposal-lines.ts';
import { defineTool, type ToolContext } from './tool.ts';
import { listings as listingsResource } from '../../listings/listings.resource.ts';

const parameters = z.object({
  platform_id: z.number().int().positive().optional(),
  platform_name: z.string().trim().min(1).max(100).optional(),
  price: z.string().describe('The asking price like "129.00"'),
  title: z.string().optional(),
  status: z.enum(LISTING_STATUSES).default('active'),
  ...itemsParameter,
});

/** The listing as the listings resource takes it; its title defaults to the first item's product name. */
async function listingInput(context: ToolContext, args: z.output<typeof parameters>) {
  const items = await unsoldItems(context, args);
  if (items.length === 0) {
    const message = 'Name the item to list: its serial or tag number, or its product name';
    throw new AppError('VALIDATION_FAILED', message, { item_codes: message });
  }
  const platform = await givenPlatform(context, { id: args.platform_id, name: args.platform_name });
  const input = parseInput(listings.input, {
    platform_id: platform?.id,
    title: args.title ?? items[0]!.product_name,
    price: args.price,
    status: args.status,
    listed_at: args.status === 'active' ? new Date().toISOString() : undefined,
    inventory_item_ids: items.map((item) => item.id),
  });
  return { input, items, platform };
}

/** Listing items marks them listed (the listings' own rule), as on the listings screen. */
export const createListing = defineTool({
  name: 'create_listing',
  description:
    "List items on a platform (e.g. eBay) at a price. The items become listed. Title defaults to the first item's product name.",
  parameters,
  writes: ['listings', 'listings-inventory-items'],
  async preview(context, args) {
    const { input, items, platform } = await listingInput(context, args);
    return {
      title: 'List for sale',
      lines: lines(
        ...items.map((item) => ({ label: 'Item', value: itemLabel(item) })),
        platform && { label: 'Platform', value: platform.name },
        { label: 'Title', value: String(input.title ?? '') },
        { label: 'Price', value: moneyIn(context)(args.price) },
        args.status !== 'active' && { label: 'Status', value: args.status },
      ),
    };
  },
  async run(context, args) {
    const { input } = await listingInput(context, args);
    return createRow(context.db, context.session, listingsResource, input);
  },
});
