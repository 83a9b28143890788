import { z } from 'zod';
import { UNSOLD_STATUSES, type InventoryDetailResponse } from '@flipstack/contract';
import { listDetailJson } from '../../inventory/detail-repository.ts';
import { itemFacts } from './item-facts.ts';
import { defineTool } from './tool.ts';

/** The unsold items that have waited longest, named: "what is my oldest item", "what has been in stock the longest". */
export const oldestItems = defineTool({
  name: 'oldest_items',
  description:
    'The unsold items that have been in stock the longest, oldest first: product name, serial, tag, days in stock, cost, status, location and listed value; with how many unsold items there are and their cost.',
  parameters: z.object({ limit: z.number().int().min(1).max(50).default(5) }),
  writes: [],
  async run({ db, session }, args) {
    const answer = JSON.parse(
      await listDetailJson(db, session.teamId, {
        where: undefined,
        q: undefined,
        status: [...UNSOLD_STATUSES],
        order_by: '-days_in_stock',
        limit: args.limit,
        offset: 0,
      }),
    ) as InventoryDetailResponse;
    return {
      unsold_count: answer.total,
      unsold_cost: answer.totals.cost,
      items: answer.rows.map(itemFacts),
    };
  },
});
