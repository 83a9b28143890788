import { sql } from 'drizzle-orm';
import { purchases } from '../db/schema/index.ts';
import { countField, moneyField } from '../resources/kit/computed.ts';

export const purchaseTotals = {
  /** A stored generated column (db/schema/purchases.ts). */
  total: moneyField(sql`${purchases.total}`),
  /** Kept by db/derived/purchases.sql. */
  item_count: countField(sql`${purchases.items_count}`),
};
