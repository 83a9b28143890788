import { sql } from 'drizzle-orm';
import { purchases } from '../db/schema/index.ts';
import { countField, moneyField } from '../resources/kit/computed.ts';

export const purchaseTotals = {
  total: moneyField(sql`${purchases.subtotal} + ${purchases.shipping} + ${purchases.taxes} + ${purchases.other_costs}`),
  /** Kept by triggers on the items (migration 0007). */
  item_count: countField(sql`${purchases.items_count}`),
};
