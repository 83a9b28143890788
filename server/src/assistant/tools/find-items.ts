import { z } from 'zod';
import { INVENTORY_STATUSES, type InventoryDetailResponse } from '@flipstack/contract';
import { listDetailJson } from '../../inventory/detail-repository.ts';
import { itemFacts } from './item-facts.ts';
import { defineTool } from './tool.ts';

export const findItems = defineTool({
  name: 'find_items',
  description:
    'Find inventory items by serial number, tag number or any text (product name, SKU, condition, notes), optionally only those with given statuses.',
  parameters: z.object({
    serial_number: z.string().trim().min(1).max(100).optional().describe('Exact serial number'),
    tag_number: z.string().trim().min(1).max(100).optional().describe('Exact tag number'),
    text: z.string().trim().min(1).max(200).optional().describe('Text found anywhere in the item or its product'),
    status: z.array(z.enum(INVENTORY_STATUSES)).max(7).optional(),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  writes: [],
  async run({ db, session }, args) {
    const where: Record<string, unknown> = {};
    if (args.serial_number) where['serial_number'] = { like: args.serial_number };
    if (args.tag_number) where['tag_number'] = { like: args.tag_number };
    const answer = JSON.parse(
      await listDetailJson(db, session.teamId, {
        where: Object.keys(where).length > 0 ? JSON.stringify(where) : undefined,
        q: args.text,
        status: args.status,
        order_by: undefined,
        limit: args.limit,
        offset: 0,
      }),
    ) as InventoryDetailResponse;
    return {
      total: answer.total,
      items: answer.rows.map((row) => ({ ...itemFacts(row), sale: row.sale })),
    };
  },
});
