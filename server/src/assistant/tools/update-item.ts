import { z } from 'zod';
import { INVENTORY_STATUSES, inventoryItems } from '@flipstack/contract';
import { updateRow } from '../../resources/service.ts';
import { givenLocation, itemLabel, namedItem } from './lookup.ts';
import { parseInput } from './parse-input.ts';
import { lines } from './proposal-lines.ts';
import { defineTool, type ToolContext } from './tool.ts';
import { inventoryItems as inventoryItemsResource } from '../../items/inventory-items.resource.ts';

const words = (status: string) => status.replace('_', ' ');
const changes = inventoryItems.input.pick({ status: true, location_id: true });

const parameters = z.object({
  item_id: z.number().int().positive().optional(),
  code: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('The serial or tag number, or words of the product name, when the id is not known'),
  status: z.enum(INVENTORY_STATUSES).optional(),
  location_id: z.number().int().positive().optional(),
  location_name: z.string().trim().min(1).max(100).optional(),
});

async function itemChanges(context: ToolContext, args: z.output<typeof parameters>) {
  const item = await namedItem(context, args);
  const location = await givenLocation(context, { id: args.location_id, name: args.location_name });
  const input = parseInput(changes, { status: args.status, location_id: location?.id });
  return { item, location, input };
}

export const updateItem = defineTool({
  name: 'update_item',
  description: "Change an inventory item's status (e.g. in_stock, shipped, written_off) or its location.",
  parameters,
  writes: ['inventory-items'],
  async preview(context, args) {
    const { item, location } = await itemChanges(context, args);
    return {
      title: 'Change an item',
      lines: lines(
        { label: 'Item', value: itemLabel(item) },
        args.status !== undefined && { label: 'Status', value: `${words(item.status)} → ${words(args.status)}` },
        location && { label: 'Location', value: location.name },
      ),
    };
  },
  async run(context, args) {
    const { item, input } = await itemChanges(context, args);
    return updateRow(context.db, context.session, inventoryItemsResource, item.id, input);
  },
});
