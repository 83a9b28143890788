import { describe, expect, it } from 'vitest';
import { change, endOfDay, sameDaysLastMonth } from './figure-math.ts';

describe('dashboard figure math', () => {
  it('compares this month with the last', () => {
    expect(change(150, 100)).toEqual({ delta: 50, percent: 50 });
    expect(change(50, 100)).toEqual({ delta: -50, percent: -50 });
    expect(change(10, 0)).toEqual({ delta: 10, percent: null });
    expect(change(-20, -40)).toEqual({ delta: 20, percent: 50 });
    expect(change(0.3, 0.1).delta).toBe(0.2);
  });

  it('compares a month so far with the same days of the last, or with all of it from its last day on', () => {
    const first = sameDaysLastMonth('2026-12', 1);
    expect(first.query).toEqual({ from: '2026-11', to: '2026-11', through_day: 1 });
    expect(first.label).toMatch(/Nov/);
    expect(sameDaysLastMonth('2026-01', 15).query).toEqual({ from: '2025-12', to: '2025-12', through_day: 15 });
    // February has 28 days in 2026: from 28 March on, all of February.
    expect(sameDaysLastMonth('2026-03', 27).query.through_day).toBe(27);
    expect(sameDaysLastMonth('2026-03', 28).query).toEqual({ from: '2026-02', to: '2026-02' });
    expect(sameDaysLastMonth('2026-03', 31).label).toMatch(/February/);
  });

  it('ends the day at its last millisecond', () => {
    const end = endOfDay(new Date(2026, 3, 5, 9, 30));
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([5, 23, 59, 999]);
  });
});
