import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { splitCost } from '@flipstack/contract';
import { ebayOrderLines, ebayOrders, sales } from '../db/schema/index.ts';
import type { Transaction } from '../db/client.ts';
import type { EbayOrder } from '../integrations/ebay/ebay-types.ts';
import { itemsFollowShipping } from '../sales/sale-shipping.ts';
import { setSaleItems } from '../sales/sale-items.ts';
import { listingOf, matchLine } from './match-lines.ts';
import { isCancelled, orderMoney } from './order-money.ts';

/** What eBay's other APIs add to an order: tracking from its fulfillment, label and ad costs from Finances. */
export type OrderExtras = {
  tracking?: { number: string; shippedAt: string | null };
  costShipping?: string;
  costOther?: string;
};
export type ImportCounts = { created: number; updated: number; unchanged: number };
type Target = { teamId: number; accountId: number; platformId: number };

/**
 * Upserts a page of orders by orderId in the caller's transaction: each order (raw JSON kept) becomes
 * or updates one sale, its lines are matched to items, and the items are sold through the sale rules.
 * An order eBay has not modified since it was imported is left alone, so a sync run twice changes nothing.
 */
export async function importOrders(
  tx: Transaction,
  target: Target,
  orders: EbayOrder[],
  extras: Map<string, OrderExtras> = new Map(),
): Promise<ImportCounts> {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  if (orders.length === 0) return counts;
  const known = await tx
    .select({
      id: ebayOrders.id,
      orderId: ebayOrders.order_id,
      modified: ebayOrders.modified_on_ebay_at,
      saleId: ebayOrders.sale_id,
    })
    .from(ebayOrders)
    .where(
      and(
        eq(ebayOrders.team_id, target.teamId),
        inArray(
          ebayOrders.order_id,
          orders.map((order) => order.orderId),
        ),
      ),
    );
  const byOrderId = new Map(known.map((row) => [row.orderId, row]));
  for (const order of orders) {
    const existing = byOrderId.get(order.orderId);
    if (existing && Date.parse(existing.modified) >= Date.parse(order.lastModifiedDate)) {
      counts.unchanged += 1;
      continue;
    }
    await importOrder(tx, target, order, extras.get(order.orderId) ?? {}, existing !== undefined);
    counts[existing ? 'updated' : 'created'] += 1;
  }
  return counts;
}

async function importOrder(
  tx: Transaction,
  target: Target,
  order: EbayOrder,
  extra: OrderExtras,
  isKnown: boolean,
): Promise<void> {
  const money = orderMoney(order);
  const orderValues = {
    account_id: target.accountId,
    fulfillment_status: order.orderFulfillmentStatus ?? null,
    payment_status: order.orderPaymentStatus ?? null,
    cancel_state: order.cancelStatus?.cancelState ?? null,
    buyer_username: order.buyer?.username ?? null,
    created_on_ebay_at: order.creationDate,
    modified_on_ebay_at: order.lastModifiedDate,
    subtotal: money.subtotal,
    shipping: money.shipping,
    taxes: money.taxes,
    marketplace_fee: money.marketplaceFee,
    total: money.total,
    currency: money.currency,
    raw: order,
  };
  const [row] = await tx
    .insert(ebayOrders)
    .values({ team_id: target.teamId, order_id: order.orderId, ...orderValues })
    .onConflictDoUpdate({ target: [ebayOrders.team_id, ebayOrders.order_id], set: orderValues })
    .returning({ id: ebayOrders.id, saleId: ebayOrders.sale_id });
  const ebayOrderId = row!.id;

  const itemIds = isCancelled(order) ? [] : await matchedItems(tx, target.teamId, ebayOrderId, order, isKnown);
  const saleValues = {
    platform_id: target.platformId,
    account_id: target.accountId,
    listing_id: await listingOf(
      tx,
      target.teamId,
      order.lineItems.flatMap((line) => (line.legacyItemId ? [line.legacyItemId] : [])),
    ),
    sold_at: order.creationDate,
    buyer: order.buyer?.username ?? null,
    order_number: order.orderId,
    revenue_subtotal: money.subtotal,
    revenue_shipping: money.shipping,
    revenue_taxes: money.taxes,
    revenue_other: money.refunds,
    cost_commission: money.marketplaceFee,
    ...(extra.costShipping ? { cost_shipping: extra.costShipping } : {}),
    ...(extra.costOther ? { cost_other: extra.costOther } : {}),
    ...(extra.tracking
      ? { tracking_number: extra.tracking.number, shipped_at: extra.tracking.shippedAt ?? order.creationDate }
      : {}),
    ...(isCancelled(order) ? { notes: 'Cancelled on eBay' } : {}),
  };
  let saleId = row!.saleId;
  if (saleId === null) {
    const [sale] = await tx
      .insert(sales)
      .values({ team_id: target.teamId, ...saleValues })
      .returning({ id: sales.id });
    saleId = sale!.id;
    await tx.update(ebayOrders).set({ sale_id: saleId }).where(eq(ebayOrders.id, ebayOrderId));
  } else {
    await tx
      .update(sales)
      .set(saleValues)
      .where(and(eq(sales.team_id, target.teamId), eq(sales.id, saleId)));
  }
  await setSaleItems(tx, target.teamId, saleId, itemIds);
  await itemsFollowShipping(tx, target.teamId, saleId);
}

/**
 * The order's lines kept, one row per unit sold (a unit's chosen item survives a re-import), and matched
 * when not yet: a line of quantity 2 sells two items. Answers the items sold.
 */
async function matchedItems(
  tx: Transaction,
  teamId: number,
  ebayOrderId: number,
  order: EbayOrder,
  isKnown: boolean,
): Promise<number[]> {
  const kept = !isKnown
    ? []
    : await tx
        .select({
          lineItemId: ebayOrderLines.line_item_id,
          unit: ebayOrderLines.unit,
          itemId: ebayOrderLines.inventory_item_id,
        })
        .from(ebayOrderLines)
        .where(eq(ebayOrderLines.ebay_order_id, ebayOrderId));
  const unitKey = (lineItemId: string, unit: number) => `${lineItemId}#${unit}`;
  const keptItem = new Map(kept.map((line) => [unitKey(line.lineItemId, line.unit), line.itemId]));
  const keptIds = kept.flatMap((row) => (row.itemId === null ? [] : [row.itemId]));
  const taken: number[] = [];
  for (const line of order.lineItems) {
    const quantity = Math.max(1, line.quantity);
    const prices = unitPrices(line.lineItemCost?.value ?? '0', quantity);
    for (let unit = 1; unit <= quantity; unit += 1) {
      let itemId = keptItem.get(unitKey(line.lineItemId, unit)) ?? null;
      if (itemId === null) {
        const others = [...taken, ...keptIds];
        itemId = await matchLine(
          tx,
          teamId,
          { sku: line.sku ?? null, legacyItemId: line.legacyItemId ?? null },
          others,
        );
      }
      if (itemId !== null) taken.push(itemId);
      const values = {
        sku: line.sku ?? null,
        legacy_item_id: line.legacyItemId ?? null,
        title: line.title,
        quantity,
        price: prices[unit - 1]!,
        inventory_item_id: itemId,
      };
      await tx
        .insert(ebayOrderLines)
        .values({ team_id: teamId, ebay_order_id: ebayOrderId, line_item_id: line.lineItemId, unit, ...values })
        .onConflictDoUpdate({
          target: [ebayOrderLines.ebay_order_id, ebayOrderLines.line_item_id, ebayOrderLines.unit],
          set: values,
        });
    }
    // A line whose quantity went down (a partial cancellation) keeps only its first units.
    await tx
      .delete(ebayOrderLines)
      .where(
        and(
          eq(ebayOrderLines.ebay_order_id, ebayOrderId),
          eq(ebayOrderLines.line_item_id, line.lineItemId),
          gt(ebayOrderLines.unit, quantity),
        ),
      );
  }
  const lineIds = order.lineItems.map((line) => line.lineItemId);
  if (isKnown && lineIds.length > 0) {
    await tx
      .delete(ebayOrderLines)
      .where(and(eq(ebayOrderLines.ebay_order_id, ebayOrderId), notInArray(ebayOrderLines.line_item_id, lineIds)));
  }
  return [...new Set(taken)];
}

/** Each unit's share of a line's cost, in cents that add up exactly (10.00 over 3 → 3.34, 3.33, 3.33). */
function unitPrices(lineCost: string, quantity: number): string[] {
  const split = splitCost(
    lineCost,
    Array.from({ length: quantity }, () => ({})),
  );
  return split.costs ?? Array.from({ length: quantity }, () => '0.00');
}
