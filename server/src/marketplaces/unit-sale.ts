import type { z } from 'zod';
import { marketplaceOrderLines } from '../db/schema/index.ts';
import type { Transaction } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { createRow } from '../resources/service.ts';
import { sales as salesResource } from '../sales/sales.resource.ts';

export type LineUnit = typeof marketplaceOrderLines.$inferSelect;

/**
 * The sale a unit of an order line stands for once its item is known: the unit's share of the line's money, on
 * the marketplace's platform, shipped when the report says (else when sold: a report tells the past).
 * `order_number` is the marketplace's order id, unless the report had none and the key is made from the row.
 */
export function unitSaleInput(unit: LineUnit, itemId: number | null): Record<string, unknown> {
  return {
    platform_id: unit.platform_id,
    sold_at: unit.sold_at,
    shipped_at: unit.shipped_at ?? unit.sold_at,
    buyer: unit.buyer,
    order_number: unit.order_id.startsWith('h:') ? null : unit.order_id.replace(/^k:/, '').slice(0, 100),
    tracking_number: unit.tracking_number,
    revenue_subtotal: unit.price,
    revenue_shipping: unit.shipping,
    revenue_taxes: unit.taxes,
    cost_commission: unit.commission,
    cost_payment: unit.payment_fee,
    cost_shipping: unit.shipping_label,
    cost_other: unit.other_costs,
    ...(itemId === null ? {} : { inventory_item_ids: [itemId] }),
  };
}

/** A sale's input as the sales resource reads it, or its refusal with the fields named. */
export function checkedSaleInput(raw: Record<string, unknown>): Record<string, unknown> {
  const parsed = (salesResource.contract.input as z.ZodType).safeParse(raw);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  throw new AppError('VALIDATION_FAILED', 'The sale could not be recorded', fieldErrors);
}

/** Makes the unit's sale of this item through the sales rules (the item sold, its listings ended); the sale's id. */
export async function createUnitSale(tx: Transaction, session: Session, unit: LineUnit, itemId: number) {
  const sale = await createRow(tx, session, salesResource, checkedSaleInput(unitSaleInput(unit, itemId)));
  return sale.id;
}
