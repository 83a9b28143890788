import { describe, expect, it } from 'vitest';
import { isoFromPostgres } from '../../src/db/schema/columns.ts';

describe('timestamptz text as ISO 8601', () => {
  it('reads UTC times, to the millisecond, in every year from 0001', () => {
    expect(isoFromPostgres('2026-11-27 03:04:05.123456+00')).toBe('2026-11-27T03:04:05.123Z');
    expect(isoFromPostgres('2026-11-27 03:04:05.1+00')).toBe('2026-11-27T03:04:05.100Z');
    expect(isoFromPostgres('2026-11-27 03:04:05+00')).toBe('2026-11-27T03:04:05.000Z');
    expect(isoFromPostgres('0001-01-01 00:00:00+00')).toBe('0001-01-01T00:00:00.000Z');
    expect(isoFromPostgres('0099-12-31 23:59:59.999999+00')).toBe('0099-12-31T23:59:59.999Z');
  });

  it('reads every fraction length in UTC as Date reads the same ISO text', () => {
    for (const fraction of ['', '.1', '.12', '.123', '.1234', '.12345', '.123456']) {
      const text = `2024-02-29 23:59:59${fraction}+00`;
      const iso = new Date(`2024-02-29T23:59:59${fraction.slice(0, 4)}Z`).toISOString();
      expect(isoFromPostgres(text)).toBe(iso);
    }
  });

  it('moves other offsets to UTC', () => {
    expect(isoFromPostgres('2026-11-27 08:34:05.5+05:30')).toBe('2026-11-27T03:04:05.500Z');
    expect(isoFromPostgres('2026-11-26 22:04:05-05')).toBe('2026-11-27T03:04:05.000Z');
    expect(isoFromPostgres('0001-01-01 00:09:21+00:09:21')).toBe('0001-01-01T00:00:00.000Z');
  });
});
