import { and, eq } from 'drizzle-orm';
import { SHIPPED_BEFORE_SOLD, sales as contract, shipsBeforeSold } from '@flipstack/contract';
import { sales } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { followSaleShipping, saleItemStatus } from '../items/item-status.ts';
import type { Transaction } from '../db/client.ts';
import type { ResourceRow, WriteValues } from '../resources/kit/define.ts';

type SaleValues = WriteValues<typeof contract>;

const isGiven = (value: unknown) => value !== undefined && value !== null;
const time = (value: unknown) => Date.parse(String(value));

/**
 * A sale is shipped once shipped_at is set. Left out, it is stamped from the tracking number: a sale
 * created with one went out when it was sold; an update that adds the first tracking number to a sale
 * not shipped yet ships it now (never before its sale date). A date before the sale is refused.
 */
export function shippingDate(
  values: SaleValues,
  existing: ResourceRow<typeof contract, typeof sales> | null,
): SaleValues {
  const stamped = { ...values };
  const soldAt = values.sold_at ?? existing?.sold_at;
  if (!isGiven(values.shipped_at) && values.tracking_number) {
    if (!existing) stamped.shipped_at = soldAt;
    else if (!existing.tracking_number && !existing.shipped_at) {
      stamped.shipped_at = new Date(Math.max(Date.now(), time(soldAt))).toISOString();
    }
  }
  const shippedAt = stamped.shipped_at === undefined ? existing?.shipped_at : stamped.shipped_at;
  if (shipsBeforeSold(soldAt, shippedAt)) {
    throw new AppError('VALIDATION_FAILED', SHIPPED_BEFORE_SOLD, { shipped_at: SHIPPED_BEFORE_SOLD });
  }
  return stamped;
}

/** After a sale was written or an item moved to it: its items are 'shipped' while it is shipped and 'sold' while it is not. */
export async function itemsFollowShipping(tx: Transaction, teamId: number, saleId: number): Promise<void> {
  const [sale] = await tx
    .select({ shippedAt: sales.shipped_at })
    .from(sales)
    .where(and(eq(sales.team_id, teamId), eq(sales.id, saleId)));
  if (sale) await followSaleShipping(tx, teamId, saleId, saleItemStatus(sale.shippedAt));
}
