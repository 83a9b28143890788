import { describe, expect, it } from 'vitest';
import { formatMoney, sumMoney } from './money.ts';
import { splitCost } from './split-cost.ts';

describe('splitCost (mirror of server/src/purchases/split-cost.ts, equal)', () => {
  it('splits 100.00 over 3 items as 33.34 / 33.33 / 33.33', () => {
    expect(splitCost('100.00', [{}, {}, {}])).toEqual({ costs: ['33.34', '33.33', '33.33'] });
  });

  it('gives the extra cents to the earlier items and always sums to the total', () => {
    const { costs } = splitCost('0.05', [{}, {}, {}]);
    expect(costs).toEqual(['0.02', '0.02', '0.01']);
    expect(sumMoney(...costs!)).toBe('0.05');
  });

  it('keeps the cost an item carries and splits the rest over the others', () => {
    expect(splitCost('100.01', [{ cost: '30' }, { cost: '' }, { cost: null }])).toEqual({ costs: ['30.00', '35.01', '35.00'] });
  });

  it('refuses when the given costs pass the total', () => {
    expect(splitCost('10.00', [{ cost: '11.00' }, {}])).toEqual({ error: 'The item costs add up to more than the purchase total.' });
  });

  it('takes every given cost as is when no item is left open', () => {
    expect(splitCost('1.00', [{ cost: '5' }])).toEqual({ costs: ['5.00'] });
  });
});

describe('money', () => {
  it('adds in cents: 0.10 + 0.20 = 0.30, ignoring what is not an amount yet', () => {
    expect(sumMoney('0.10', '0.20')).toBe('0.30');
    expect(sumMoney('12.3', '', null, 'abc', '-2')).toBe('10.30');
  });

  it('formats in the currency', () => {
    expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(null, 'USD')).toBe('—');
  });
});
