import { describe, expect, it } from 'vitest';
import { change, endOfDay, lastTwelveMonths, monthOf, shiftMonth } from './month-math.ts';

describe('dashboard month math', () => {
  it('takes the month in the team time zone', () => {
    const newYearInBerlin = new Date('2025-12-31T23:30:00Z');
    expect(monthOf(newYearInBerlin, 'UTC')).toBe('2025-12');
    expect(monthOf(newYearInBerlin, 'Europe/Berlin')).toBe('2026-01');
    expect(monthOf(new Date('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-02');
    expect(monthOf(newYearInBerlin, 'Not/AZone')).toBe('2025-12');
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
    expect(lastTwelveMonths('2026-04')).toEqual({ from: '2025-05', to: '2026-04' });
  });

  it('compares this month with the last', () => {
    expect(change(150, 100)).toEqual({ delta: 50, percent: 50 });
    expect(change(50, 100)).toEqual({ delta: -50, percent: -50 });
    expect(change(10, 0)).toEqual({ delta: 10, percent: null });
    expect(change(-20, -40)).toEqual({ delta: 20, percent: 50 });
    expect(change(0.3, 0.1).delta).toBe(0.2);
  });

  it('ends the day at its last millisecond', () => {
    const end = endOfDay(new Date(2026, 3, 5, 9, 30));
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([5, 23, 59, 999]);
  });
});
