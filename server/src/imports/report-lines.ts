import {
  headerKey,
  IMPORT_PRESETS,
  parseTimestamp,
  UNSOLD_ORDER_STATUSES,
  type ImportValues,
} from '@flipstack/contract';
import type { NewLineUnit } from '../marketplaces/record-units.ts';

/** The marketplace a report's row sold on: its preset's (the job's `preset`), else the row's Marketplace column. */
export function marketplaceOf(preset: string | null, values: ImportValues): string | null {
  const known = IMPORT_PRESETS.find((candidate) => candidate.id === preset);
  if (known?.marketplace) return known.marketplace;
  return typeof values['platform'] === 'string' ? values['platform'] : null;
}

const cents = (money: ImportValues[string] | undefined) =>
  typeof money === 'string' ? Math.round(Number(money) * 100) : 0;
const amount = (value: number) => (value / 100).toFixed(2);
const text = (value: ImportValues[string] | undefined) => (typeof value === 'string' ? value : null);
/** A cell's day or time as the sales resource stores it (a day is its start in UTC). */
const instant = (value: ImportValues[string] | undefined) => {
  const given = text(value);
  return given === null ? null : (parseTimestamp(given).iso ?? given);
};

/** A row of a sales report that sold nothing: cancelled, refunded, or an order's summary row (no item, no price). */
export function soldNothing(values: ImportValues): boolean {
  const status = text(values['status']);
  return (
    text(values['cancelled_at']) !== null ||
    (status !== null && (UNSOLD_ORDER_STATUSES as readonly string[]).includes(headerKey(status))) ||
    (text(values['title']) === null && text(values['sku']) === null && text(values['unit_price']) === null)
  );
}

const MONEY_PARTS = [
  'price',
  'shipping',
  'taxes',
  'commission',
  'payment_fee',
  'shipping_label',
  'other_costs',
] as const;
type MoneyPart = (typeof MONEY_PARTS)[number];

/**
 * The line's money in cents: its items (one unit's price × quantity), shipping and tax charged, and what the
 * marketplace kept. A report giving only the net (no fee column) has its fee worked out from it.
 */
function lineMoney(values: ImportValues): { quantity: number } & Record<MoneyPart, number> {
  const quantity = typeof values['quantity'] === 'number' && values['quantity'] > 0 ? values['quantity'] : 1;
  const money = {
    price: cents(values['unit_price']) * quantity,
    shipping: cents(values['revenue_shipping']),
    taxes: cents(values['revenue_taxes']),
    commission: cents(values['cost_commission']),
    payment_fee: cents(values['cost_payment']),
    shipping_label: cents(values['cost_shipping']),
    other_costs: cents(values['cost_other']),
  };
  if (text(values['cost_commission']) === null && text(values['net_proceeds']) !== null) {
    const kept =
      money.price +
      money.shipping -
      cents(values['net_proceeds']) -
      money.payment_fee -
      money.shipping_label -
      money.other_costs;
    money.commission = Math.max(0, kept);
  }
  return { quantity, ...money };
}

/** The sale the whole line stands for, as the sales resource reads it (the preview checks a row with it). */
export function reportSaleInput(values: ImportValues): Record<string, unknown> {
  const money = lineMoney(values);
  return {
    sold_at: values['sold_at'],
    shipped_at: values['shipped_at'] ?? values['sold_at'],
    buyer: text(values['buyer']),
    order_number: text(values['order_id']),
    tracking_number: text(values['tracking_number']),
    revenue_subtotal: amount(money.price),
    revenue_shipping: amount(money.shipping),
    revenue_taxes: amount(money.taxes),
    cost_commission: amount(money.commission),
    cost_payment: amount(money.payment_fee),
    cost_shipping: amount(money.shipping_label),
    cost_other: amount(money.other_costs),
  };
}

/** `total` cents in `parts` shares that add up to it, the first ones a cent more where it does not divide. */
function shares(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < rest ? 1 : 0));
}

/**
 * The units a report's row stands for: `quantity` units of the line, each with its share of the line's money.
 * `key` is the row's key in its file (its order id by occurrence, else a hash of the row): the line's id when the
 * report gives none, and its order's when the report has no order id either.
 */
export function reportLineUnits(
  values: ImportValues,
  line: { key: string; marketplace: string; platformId: number | null; jobId: number },
): NewLineUnit[] {
  const money = lineMoney(values);
  const split = Object.fromEntries(MONEY_PARTS.map((part) => [part, shares(money[part], money.quantity)])) as Record<
    MoneyPart,
    number[]
  >;
  const orderId = text(values['order_id']);
  const title = text(values['title']) ?? text(values['sku']) ?? (orderId ? `Order ${orderId}` : 'Sold item');
  return Array.from({ length: money.quantity }, (_, index) => ({
    marketplace: line.marketplace,
    platform_id: line.platformId,
    order_id: orderId ?? line.key,
    line: text(values['line_id']) ?? line.key,
    unit: index + 1,
    sold_at: instant(values['sold_at'])!,
    shipped_at: instant(values['shipped_at']),
    title: title.slice(0, 200),
    sku: text(values['sku']),
    buyer: text(values['buyer']),
    tracking_number: text(values['tracking_number']),
    import_job_id: line.jobId,
    ...(Object.fromEntries(MONEY_PARTS.map((part) => [part, amount(split[part][index]!)])) as Record<
      MoneyPart,
      string
    >),
  }));
}
