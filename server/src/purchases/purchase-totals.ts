import { sql } from 'drizzle-orm';
import { purchases } from '../db/schema/index.ts';
import { countField, moneyField } from '../resources/kit/computed.ts';

export const purchaseTotals = {
  total: moneyField(sql`${purchases.subtotal} + ${purchases.shipping} + ${purchases.taxes} + ${purchases.other_costs}`),
  /** Kept by db/derived/purchases.sql. */
  item_count: countField(sql`${purchases.items_count}`),
};
