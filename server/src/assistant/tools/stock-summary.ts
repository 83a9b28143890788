import { z } from 'zod';
import { UNSOLD_STATUSES, type InventoryDetailResponse } from '@flipstack/contract';
import { listDetailJson } from '../../inventory/detail-repository.ts';
import { trackInventory } from '../../inventory/tracking.ts';
import { itemFacts } from './item-facts.ts';
import { defineTool } from './tool.ts';

/** The inventory tracking screen's figures, and optionally the unsold items older than some days. */
export const stockSummary = defineTool({
  name: 'stock_summary',
  description:
    'Stock on hand: item count, cost and listed value per status, aging buckets (0-30, 31-60, 61-90, 90+ days) of unsold items, the slowest movers and unlisted items. With older_than_days, also the unsold items in stock longer than that.',
  parameters: z.object({ older_than_days: z.number().int().min(0).max(100_000).optional() }),
  writes: [],
  async run({ db, session }, args) {
    const tracking = await trackInventory(db, session.teamId, {});
    if (args.older_than_days === undefined) return tracking;
    const older = JSON.parse(
      await listDetailJson(db, session.teamId, {
        where: undefined,
        q: undefined,
        status: [...UNSOLD_STATUSES],
        days_in_stock_min: args.older_than_days + 1,
        order_by: '-days_in_stock',
        limit: 20,
        offset: 0,
      }),
    ) as InventoryDetailResponse;
    return {
      ...tracking,
      older_than_days: {
        days: args.older_than_days,
        count: older.total,
        cost: older.totals.cost,
        items: older.rows.map(itemFacts),
      },
    };
  },
});
