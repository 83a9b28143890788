import { sql } from 'drizzle-orm';
import { inventoryItems, purchases } from '../db/schema/index.ts';
import { countField, moneyField } from '../resources/computed.ts';

export const purchaseTotals = {
  total: moneyField(sql`${purchases.subtotal} + ${purchases.shipping} + ${purchases.taxes} + ${purchases.other_costs}`),
  item_count: countField(sql`(select count(*) from ${inventoryItems} where ${inventoryItems.purchase_id} = ${purchases.id})`),
};
