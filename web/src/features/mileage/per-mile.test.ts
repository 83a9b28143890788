import { describe, expect, it } from 'vitest';
import { perMile } from './per-mile.ts';

describe('perMile', () => {
  it('writes a rate with two to three decimals', () => {
    expect(perMile('0.700')).toBe('0.70');
    expect(perMile('0.655')).toBe('0.655');
    expect(perMile('1')).toBe('1.00');
  });
});
