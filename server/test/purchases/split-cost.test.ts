import { describe, expect, it } from 'vitest';
import { fromCents, splitCost, SplitCostError, toCents } from '../../src/purchases/split-cost.ts';

const sum = (costs: string[]) => fromCents(costs.reduce((total, cost) => total + toCents(cost), 0n));

describe('splitCost', () => {
  it('splits 100.00 over 3 items as 33.34/33.33/33.33', () => {
    expect(splitCost('100.00', [{}, {}, {}])).toEqual(['33.34', '33.33', '33.33']);
  });

  it.each([
    ['0.01', 3],
    ['0.02', 3],
    ['10.00', 7],
    ['999999.99', 13],
    ['0.00', 2],
  ])('always adds up to the total exactly (%s over %i)', (total, count) => {
    const costs = splitCost(total, Array.from({ length: count }, () => ({})));
    expect(sum(costs)).toBe(total);
    const cents = costs.map(toCents);
    expect(cents.reduce((a, b) => (a > b ? a : b)) - cents.reduce((a, b) => (a < b ? a : b))).toBeLessThanOrEqual(1n);
  });

  it('splits by weight with the largest remainder', () => {
    expect(splitCost('10.00', [{ weight: 1 }, { weight: 2 }], 'weight')).toEqual(['3.33', '6.67']);
    expect(splitCost('100.00', [{ weight: 0.5 }, { weight: 0.25 }, { weight: 0.25 }], 'weight')).toEqual(['50.00', '25.00', '25.00']);
    const costs = splitCost('77.77', [{ weight: 1.3 }, { weight: 2.7 }, { weight: 0.9 }], 'weight');
    expect(sum(costs)).toBe('77.77');
  });

  it('keeps given costs and splits only the remainder over the other items', () => {
    expect(splitCost('100.00', [{ cost: '40.00' }, {}, {}, {}])).toEqual(['40.00', '20.00', '20.00', '20.00']);
    expect(splitCost('50.00', [{ cost: '10.00' }, { cost: '15.50' }])).toEqual(['10.00', '15.50']);
  });

  it('refuses item costs above the total and missing weights', () => {
    expect(() => splitCost('10.00', [{ cost: '11.00' }, {}])).toThrow('The item costs add up to more than the purchase total.');
    const missing = (() => {
      try {
        splitCost('10.00', [{ weight: 1 }, {}], 'weight');
      } catch (error) {
        return error;
      }
    })();
    expect(missing).toBeInstanceOf(SplitCostError);
    expect((missing as SplitCostError).index).toBe(1);
  });
});
