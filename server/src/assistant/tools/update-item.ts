import { z } from 'zod';
import { INVENTORY_STATUSES, inventoryItems } from '@flipstack/contract';
import { getResource } from '../../resource-registry.ts';
import { updateRow } from '../../resources/service.ts';
import { itemId, locationByName } from './lookup.ts';
import { parseInput } from './parse-input.ts';
import { defineTool } from './tool.ts';

const changes = inventoryItems.input.pick({ status: true, location_id: true });

export const updateItem = defineTool({
  name: 'update_item',
  description: "Change an inventory item's status (e.g. in_stock, shipped, written_off) or its location.",
  parameters: z.object({
    item_id: z.number().int().positive().optional(),
    code: z.string().trim().min(1).max(100).optional().describe('The serial or tag number, when the id is not known'),
    status: z.enum(INVENTORY_STATUSES).optional(),
    location_id: z.number().int().positive().optional(),
    location_name: z.string().trim().min(1).max(100).optional(),
  }),
  writes: ['inventory-items'],
  async run(context, args) {
    const id = await itemId(context, args);
    const locationId =
      args.location_id ?? (args.location_name ? await locationByName(context, args.location_name) : undefined);
    const input = parseInput(changes, { status: args.status, location_id: locationId });
    return updateRow(context.db, context.session, getResource('inventory-items'), id, input);
  },
});
