import { describe, expect, it } from 'vitest';
import { SALE_IS_EMPTY, SHIPPED_BEFORE_SOLD } from '@flipstack/contract';
import { zodValidate } from '../../lib/zod-form.ts';
import {
  saleFormSchema,
  saleTotals,
  saleValues,
  shippingHint,
  usualCommission,
  usualCommissionText,
} from './sale-values.ts';

const soldAt = '2026-04-01T15:00:00.000Z';

describe('sale shipping in the form', () => {
  it('starts empty (not shipped) and sends null, or the row’s date when editing', () => {
    expect(saleValues().shipped_at).toBeNull();
    const row = { ...saleValues(), id: 3, shipped_at: '2026-04-02T09:00:00.000Z' } as unknown as Parameters<
      typeof saleValues
    >[0];
    expect(saleValues(row).shipped_at).toBe('2026-04-02T09:00:00.000Z');
  });

  it('refuses a shipping date before the sale on shipped_at, as the server does', () => {
    const validate = zodValidate(saleFormSchema);
    const sale = { ...saleValues(), sold_at: soldAt, revenue_subtotal: '25.00' };
    expect(validate({ ...sale, shipped_at: '2026-04-01T14:59:00.000Z' })).toEqual({
      shipped_at: SHIPPED_BEFORE_SOLD,
    });
    expect(validate({ ...sale, shipped_at: soldAt })).toEqual({});
    expect(validate({ ...sale, shipped_at: null })).toEqual({});
  });

  it('refuses a sale of nothing on its items, as the server does: an item or an amount received makes it one', () => {
    const validate = zodValidate(saleFormSchema);
    const blank = { ...saleValues(), sold_at: soldAt };
    expect(validate(blank)).toEqual({ inventory_item_ids: SALE_IS_EMPTY });
    expect(validate({ ...blank, inventory_item_ids: [7] })).toEqual({});
    expect(validate({ ...blank, revenue_shipping: '4.99' })).toEqual({});
  });

  it('says what a tracking number does to an empty date: the sale date on create, now on the first one later', () => {
    const values = { tracking_number: '1Z999', shipped_at: null };
    expect(shippingHint(values)).toMatch(/shipped on the sale date/);
    expect(shippingHint(values, { tracking_number: null, shipped_at: null })).toMatch(/shipped now/);
    expect(shippingHint(values, { tracking_number: '1Z998', shipped_at: null })).toBeUndefined();
    expect(shippingHint({ tracking_number: '1Z999', shipped_at: soldAt })).toBeUndefined();
    expect(shippingHint({ tracking_number: ' ', shipped_at: null })).toBeUndefined();
  });
});

describe('usualCommission', () => {
  const percent = (fee_percent: string | null) => ({ fee_percent });
  it("is the platform's percent of price and shipping, to the cent, half up", () => {
    expect(usualCommission(percent('13.25'), '150.00', '0.00')).toBe('19.88'); // 19.875
    expect(usualCommission(percent('13.25'), '48.00', '7.95')).toBe('7.41'); // 7.413375
    expect(usualCommission(percent('10'), '0.05', '0.00')).toBe('0.01'); // 0.005
    expect(usualCommission(percent('12.9'), '100.00', '0.00')).toBe('12.90');
  });

  it('adds the fee per order', () => {
    expect(usualCommission({ fee_percent: '13.25', fee_fixed: '0.30' }, '150.00', '0.00')).toBe('20.18');
    expect(usualCommission({ fee_percent: null, fee_fixed: '0.40' }, '9.99', '0.00')).toBe('0.40');
    expect(usualCommissionText('eBay', { fee_percent: '13.25', fee_fixed: '0.30' }, 'USD')).toBe(
      "eBay's usual 13.25% + $0.30",
    );
  });

  it('is nothing without a fee or a price', () => {
    expect(usualCommission(percent(null), '150.00', '0.00')).toBeNull();
    expect(usualCommission(percent(''), '150.00', '0.00')).toBeNull();
    expect(usualCommission(undefined, '150.00', '0.00')).toBeNull();
    expect(usualCommission(percent('13.25'), '0.00', '0.00')).toBeNull();
  });
});

describe('the sale form’s live totals', () => {
  it('shows the sums the server stores, counting a field still being typed as 0', () => {
    const values = {
      ...saleValues(),
      revenue_subtotal: '120.00',
      revenue_shipping: '9.5',
      revenue_taxes: '8.40',
      revenue_other: '1.',
      cost_commission: '15.60',
      cost_shipping: '-',
    };
    expect(saleTotals(values, ['30.10', null, '12.00'])).toEqual({
      revenue_total: '137.90',
      cost_total: '15.60',
      cost_of_goods: '42.10',
      profit: '71.80',
    });
  });
});
