import {
  SALE_COST_FIELDS,
  SALE_REVENUE_FIELDS,
  SALE_IS_EMPTY,
  SHIPPED_BEFORE_SOLD,
  saleIsEmpty,
  saleSums,
  sales,
  shipsBeforeSold,
} from '@flipstack/contract';
import { formatMoney, fromCents, sumMoney, toCents } from '../../lib/money.ts';
import type { Loose, RowOf } from '../../lib/resources.ts';

export type SaleRow = Loose<RowOf<typeof sales>>;
export type SalePrefill = {
  inventoryItemIds?: number[];
  listing?: Loose<{ id: number; platform_id: number; account_id: number | null; price: string }>;
};

export function saleValues(row?: SaleRow, prefill: SalePrefill = {}) {
  const money = (field: (typeof SALE_REVENUE_FIELDS)[number] | (typeof SALE_COST_FIELDS)[number]) =>
    row?.[field] ?? '0.00';
  const { listing } = prefill;
  return {
    sold_at: row?.sold_at ?? new Date().toISOString(),
    platform_id: row?.platform_id ?? listing?.platform_id ?? null,
    account_id: row?.account_id ?? listing?.account_id ?? null,
    listing_id: row?.listing_id ?? listing?.id ?? null,
    buyer: row?.buyer ?? '',
    order_number: row?.order_number ?? '',
    // A sale from a listing starts at the listing's price.
    revenue_subtotal: row?.revenue_subtotal ?? listing?.price ?? '0.00',
    revenue_shipping: money('revenue_shipping'),
    revenue_taxes: money('revenue_taxes'),
    revenue_other: money('revenue_other'),
    cost_shipping: money('cost_shipping'),
    cost_commission: money('cost_commission'),
    cost_payment: money('cost_payment'),
    cost_other: money('cost_other'),
    shipping_service_id: row?.shipping_service_id ?? null,
    tracking_number: row?.tracking_number ?? '',
    // Empty: not shipped yet.
    shipped_at: row?.shipped_at ?? null,
    notes: row?.notes ?? '',
    inventory_item_ids: row
      ? ((row['items'] as { id: number }[] | undefined) ?? []).map((item) => item.id)
      : (prefill.inventoryItemIds ?? []),
  };
}

export type SaleValues = ReturnType<typeof saleValues>;

/** The sales list's filter: shipped or waiting to be shipped. */
export const SHIPPING_OPTIONS = [
  { value: 'to_ship', label: 'To ship', where: { null: true } },
  { value: 'shipped', label: 'Shipped', where: { null: false } },
];

export type SaleTotals = { revenue_total: string; cost_total: string; cost_of_goods: string; profit: string };

/** The contract's saleSums over the form's values, shown before saving (the server stores the same sums). */
export function saleTotals(values: SaleValues, itemCosts: (string | null)[]): SaleTotals {
  const costOfGoods = sumMoney(...itemCosts);
  const sums = saleSums((field) => toCents(values[field]), toCents(costOfGoods));
  return {
    revenue_total: fromCents(sums.revenueTotal),
    cost_total: fromCents(sums.costTotal),
    cost_of_goods: costOfGoods,
    profit: fromCents(sums.profit),
  };
}

/** The contract's input, plus the server's rule that a sale cannot ship before it was sold. */
export const saleFormSchema = sales.input
  .refine((input) => !shipsBeforeSold(input.sold_at, input.shipped_at), {
    message: SHIPPED_BEFORE_SOLD,
    path: ['shipped_at'],
  })
  .refine((input) => !saleIsEmpty(input), { message: SALE_IS_EMPTY, path: ['inventory_item_ids'] });

/**
 * What saving will do to an empty "Shipped on", as the server decides it: a new sale with a tracking
 * number went out when it was sold; the first tracking number on an unshipped sale ships it now.
 */
export function shippingHint(
  values: Pick<SaleValues, 'tracking_number' | 'shipped_at'>,
  row?: Pick<SaleRow, 'tracking_number' | 'shipped_at'>,
): string | undefined {
  if (values.shipped_at || !values.tracking_number.trim()) return undefined;
  if (!row) return 'Saved with a tracking number, it counts as shipped on the sale date';
  if (!row.tracking_number && !row.shipped_at) return 'Saved with a tracking number, it counts as shipped now';
  return undefined;
}

type PlatformFees = { fee_percent?: string | null | undefined; fee_fixed?: string | null | undefined };
const FEE_PATTERN = /^\d+(\.\d{1,2})?$/;
const feeCents = (value: string | null | undefined) =>
  value && FEE_PATTERN.test(value.trim()) ? toCents(value.trim()) : null;

/**
 * A platform's usual commission on a sale: its fee percent of the price and the shipping charged, to the
 * cent (half up), plus its fee per order; null without either, or before a price. What the marketplace
 * reports replaces it when a sync brings it.
 */
export function usualCommission(platform: PlatformFees | undefined, subtotal: string, shipping: string) {
  const basisPoints = feeCents(platform?.fee_percent);
  const fixed = feeCents(platform?.fee_fixed);
  const charged = toCents(subtotal) + toCents(shipping);
  if ((basisPoints === null && fixed === null) || charged <= 0n) return null;
  return fromCents((charged * (basisPoints ?? 0n) + 5_000n) / 10_000n + (fixed ?? 0n));
}

/** "eBay's usual 13.25% + $0.30". */
export function usualCommissionText(name: string | undefined, platform: PlatformFees | undefined, currency: string) {
  const fixed = platform?.fee_fixed;
  const parts = [
    platform?.fee_percent ? `${platform.fee_percent}%` : '',
    fixed && feeCents(fixed) ? formatMoney(fixed, currency) : '',
  ];
  return `${name ?? 'The platform'}'s usual ${parts.filter(Boolean).join(' + ')}`;
}
