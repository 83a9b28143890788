import { describe, expect, it } from 'vitest';
import { formatMoney, sumMoney } from './money.ts';
import { splitCost } from '@flipstack/contract';

describe('splitCost, equal', () => {
  it.each([
    ['0.01', 3],
    ['0.02', 3],
    ['10.00', 7],
    ['999999.99', 13],
    ['0.00', 2],
  ])('always adds up to the total exactly, shares at most a cent apart (%s over %i)', (total, count) => {
    const { costs } = splitCost(
      total,
      Array.from({ length: count }, () => ({})),
    );
    expect(sumMoney(...costs!)).toBe(total);
    const cents = costs!.map((cost) => Math.round(Number(cost) * 100));
    expect(Math.max(...cents) - Math.min(...cents)).toBeLessThanOrEqual(1);
  });

  it('splits 100.00 over 3 items as 33.34 / 33.33 / 33.33', () => {
    expect(splitCost('100.00', [{}, {}, {}])).toEqual({ costs: ['33.34', '33.33', '33.33'] });
  });

  it('gives the extra cents to the earlier items and always sums to the total', () => {
    const { costs } = splitCost('0.05', [{}, {}, {}]);
    expect(costs).toEqual(['0.02', '0.02', '0.01']);
    expect(sumMoney(...costs!)).toBe('0.05');
  });

  it('keeps the cost an item carries and splits the rest over the others', () => {
    expect(splitCost('100.01', [{ cost: '30' }, { cost: '' }, { cost: null }])).toEqual({
      costs: ['30.00', '35.01', '35.00'],
    });
  });

  it('refuses when the given costs pass the total', () => {
    expect(splitCost('10.00', [{ cost: '11.00' }, {}])).toEqual({
      error: 'The item costs add up to more than the purchase total.',
    });
  });

  it('takes every given cost as is when no item is left open', () => {
    expect(splitCost('1.00', [{ cost: '5' }])).toEqual({ costs: ['5.00'] });
  });
});

describe('splitCost by weight', () => {
  it('splits 520.00 by 1:1:3 as 104.00 / 104.00 / 312.00', () => {
    expect(splitCost('520.00', [{ weight: 1 }, { weight: 1 }, { weight: 3 }], 'weight')).toEqual({
      costs: ['104.00', '104.00', '312.00'],
    });
  });

  it('gives the cents left to the largest fractions, not the first items', () => {
    expect(splitCost('10.00', [{ weight: 1 }, { weight: 2 }, { weight: 2 }], 'weight')).toEqual({
      costs: ['2.00', '4.00', '4.00'],
    });
    // 1.00 by 1:2 → 33.33… and 66.66… cents: the second has the larger fraction (.67 > .33) and takes the cent.
    expect(splitCost('1.00', [{ weight: 1 }, { weight: 2 }], 'weight')).toEqual({ costs: ['0.33', '0.67'] });
    // 0.10 by 3:3:1 → 4.28…, 4.28…, 1.42… cents: the last item's .42 beats the others' .28.
    expect(splitCost('0.10', [{ weight: 3 }, { weight: 3 }, { weight: 1 }], 'weight')).toEqual({
      costs: ['0.04', '0.04', '0.02'],
    });
    // 0.05 by 1:1:1:2 → 1, 1, 1, 2 cents exactly; 0.04 by 1:1:1 → the earlier of equal fractions first.
    expect(splitCost('0.04', [{ weight: 1 }, { weight: 1 }, { weight: 1 }], 'weight')).toEqual({
      costs: ['0.02', '0.01', '0.01'],
    });
  });

  it('takes fractional weights (kilograms) and always sums to the total', () => {
    const { costs } = splitCost('99.99', [{ weight: 0.35 }, { weight: 1.2 }, { weight: 2.45 }], 'weight');
    expect(costs).toEqual(['8.75', '30.00', '61.24']);
    expect(sumMoney(...costs!)).toBe('99.99');
  });

  it('keeps the cost an item carries and shares the rest by the others’ weights', () => {
    expect(splitCost('520.00', [{ cost: '120.00', weight: 9 }, { weight: 1 }, { weight: 3 }], 'weight')).toEqual({
      costs: ['120.00', '100.00', '300.00'],
    });
  });

  it('names the item without a weight, as the server does', () => {
    const missing = { error: 'Enter a weight for every item without a cost.', field: 'weight' };
    expect(splitCost('10.00', [{ weight: 1 }, { weight: null }], 'weight')).toEqual({ ...missing, index: 1 });
    expect(splitCost('10.00', [{ weight: 0 }], 'weight')).toEqual({ ...missing, index: 0 });
    // What a weight field holding 'abc' or 'Infinity' turns into: no weight, not a thrown RangeError.
    expect(splitCost('10.00', [{ weight: Number.NaN }], 'weight')).toEqual({ ...missing, index: 0 });
    expect(splitCost('10.00', [{ weight: 1 }, { weight: Number.POSITIVE_INFINITY }], 'weight')).toEqual({
      ...missing,
      index: 1,
    });
  });

  it('refuses weights too small to tell from 0 (they divided by zero), and takes the smallest it keeps', () => {
    expect(splitCost('10.00', [{ weight: 1e-7 }, { weight: 4e-7 }], 'weight')).toEqual({
      error: 'Enter a weight of at least 0.000001.',
      index: 0,
      field: 'weight',
    });
    expect(splitCost('10.00', [{ weight: 1 }, { weight: 1e-9 }], 'weight')).toEqual({
      error: 'Enter a weight of at least 0.000001.',
      index: 1,
      field: 'weight',
    });
    expect(splitCost('10.00', [{ weight: 0.000001 }, { weight: 0.000003 }], 'weight')).toEqual({
      costs: ['2.50', '7.50'],
    });
  });

  it('refuses a share the cost column cannot hold, naming the item', () => {
    expect(splitCost('19999999999.98', [{}], 'equal')).toEqual({
      error: "An item's share cannot be more than 9999999999.99: add items or give them costs.",
      index: 0,
      field: 'cost',
    });
    expect(splitCost('19999999999.98', [{}, {}])).toEqual({ costs: ['9999999999.99', '9999999999.99'] });
  });

  it('ignores weights when splitting equally', () => {
    expect(splitCost('10.00', [{ weight: 1 }, { weight: 3 }], 'equal')).toEqual({ costs: ['5.00', '5.00'] });
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
