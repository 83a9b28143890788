import { describe, expect, it } from 'vitest';
import { change, endOfDay } from './figure-math.ts';

describe('dashboard figure math', () => {
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
