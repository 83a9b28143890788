import { describe, expect, it } from 'vitest';
import { addMonths, lastTwelveMonths, monthOf, monthsBetween } from '@flipstack/contract';

describe('month arithmetic (contract/src/month.ts)', () => {
  it('takes the month in the team time zone', () => {
    const newYearInBerlin = new Date('2025-12-31T23:30:00Z');
    expect(monthOf(newYearInBerlin, 'UTC')).toBe('2025-12');
    expect(monthOf(newYearInBerlin, 'Europe/Berlin')).toBe('2026-01');
    expect(monthOf(new Date('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-02');
    expect(monthOf(newYearInBerlin, 'Not/AZone')).toBe('2025-12');
  });

  it('shifts months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(monthsBetween('2025-11', '2026-02')).toBe(4);
    expect(monthsBetween('2026-02', '2026-02')).toBe(1);
    expect(lastTwelveMonths('2026-04')).toEqual({ from: '2025-05', to: '2026-04' });
  });
});
