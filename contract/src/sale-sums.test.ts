import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money.ts';
import { saleSums } from './sale-sums.ts';

const amounts: Record<string, string> = {
  revenue_subtotal: '100.10',
  revenue_shipping: '8.00',
  revenue_taxes: '7.25',
  revenue_other: '0.05',
  cost_shipping: '9.99',
  cost_commission: '13.20',
  cost_payment: '3.31',
  cost_other: '0.50',
};

describe('saleSums', () => {
  it('adds revenue and costs in exact cents and leaves taxes and the cost of goods out of profit', () => {
    const sums = saleSums((field) => toCents(amounts[field]!), toCents('40.01'));
    expect([sums.revenueTotal, sums.costTotal, sums.profit].map(fromCents)).toEqual(['115.40', '27.00', '41.14']);
  });

  it('gives a negative profit when the costs pass the revenue', () => {
    expect(fromCents(saleSums(() => 0n, toCents('0.30')).profit)).toBe('-0.30');
  });
});
