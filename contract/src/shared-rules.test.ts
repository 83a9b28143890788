import { describe, expect, it } from 'vitest';
import { csvField, displayText } from './csv.ts';
import { addMonths, dayOfMonth, daysInMonth, isKnownTimeZone, monthOf, monthsBetween } from './month.ts';
import { INVENTORY_STATUSES, UNSOLD_STATUSES } from './resources/inventory.ts';
import { shipsBeforeSold } from './resources/sales.ts';

describe('months', () => {
  it('names the month a moment falls in, in the team time zone', () => {
    const newYearInBerlin = new Date('2025-12-31T23:30:00Z');
    expect(monthOf(newYearInBerlin, 'UTC')).toBe('2025-12');
    expect(monthOf(newYearInBerlin, 'Europe/Berlin')).toBe('2026-01');
    expect(monthOf(new Date('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-02');
    expect(monthOf(newYearInBerlin, 'Not/AZone')).toBe('2025-12');
    expect(isKnownTimeZone('Not/AZone')).toBe(false);
    expect(isKnownTimeZone('Asia/Tokyo')).toBe(true);
  });

  it('shifts across years and counts both ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-04', -11)).toBe('2025-05');
    expect(addMonths('2026-04', 24)).toBe('2028-04');
    expect(monthsBetween('2025-05', '2026-04')).toBe(12);
    expect(monthsBetween('2026-04', '2026-04')).toBe(1);
    expect(monthsBetween('2026-05', '2026-04')).toBe(0);
  });

  it('names the day of the month in the team time zone, and counts a month’s days', () => {
    expect(dayOfMonth(new Date('2026-03-01T03:00:00Z'), 'UTC')).toBe(1);
    expect(dayOfMonth(new Date('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe(28);
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2025-02')).toBe(28);
    expect(daysInMonth('2025-12')).toBe(31);
    expect(daysInMonth('2026-04')).toBe(30);
  });
});

describe('csvField', () => {
  it.each([
    [null, ''],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-12.50', '-12.50'],
    ['-x', "'-x"],
    [{ a: 1 }, '"{""a"":1}"'],
    [12, '12'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ["x;=cmd|' /C calc'!A0", `"x;=cmd|' /C calc'!A0"`],
    ['x\t+1', '"x\t+1"'],
    ['x,@SUM(A1)', '"x,@SUM(A1)"'],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1;2', `"'=1;2"`],
    ['-1;2', `"'-1;2"`],
    ['12.50', '12.50'],
  ])('%j → %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  // Read as Excel reads a line in each locale: split on the separator outside quotes, quotes taken off.
  const cellsOf = (line: string, separator: string) =>
    (line.match(new RegExp(`("([^"]|"")*"|[^"${separator}]*)(${separator}|$)`, 'g')) ?? [])
      .filter((cell, index, all) => cell !== '' || index < all.length - 1)
      .map((cell) => cell.replace(new RegExp(`${separator}$`), ''))
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));

  it.each([',', ';', '\t'])('no cell starts a formula when the file is read with %j as the separator', (separator) => {
    const hostile = ["x;=cmd|' /C calc'!A0", 'a,=1+1', 'b\t@SUM(A1)', '+1;-2', 'c;\t=1', 'plain', '-12.50'];
    const line = hostile.map(csvField).join(',');
    for (const cell of cellsOf(line, separator)) {
      expect(cell === '-12.50' || !/^[=+\-@\t\r]/.test(cell), `${JSON.stringify(cell)} in ${line}`).toBe(true);
    }
  });

  it('displays any value as text', () => {
    expect(displayText(undefined)).toBe('');
    expect(displayText(true)).toBe('true');
    expect(displayText([1, 2])).toBe('[1,2]');
  });
});

describe('shipsBeforeSold', () => {
  it('refuses only a shipping date before the sale', () => {
    expect(shipsBeforeSold('2026-04-02T10:00:00Z', '2026-04-01T10:00:00Z')).toBe(true);
    expect(shipsBeforeSold('2026-04-02T10:00:00Z', '2026-04-02T10:00:00Z')).toBe(false);
    expect(shipsBeforeSold(new Date('2026-04-02T10:00:00Z'), '2026-04-01T10:00:00Z')).toBe(true);
    expect(shipsBeforeSold('2026-04-02T10:00:00Z', null)).toBe(false);
    expect(shipsBeforeSold(undefined, '2026-04-01T10:00:00Z')).toBe(false);
  });
});

it('unsold statuses are inventory statuses without the sold, shipped and written-off ones', () => {
  expect(INVENTORY_STATUSES.filter((status) => !(UNSOLD_STATUSES as readonly string[]).includes(status))).toEqual([
    'sold',
    'shipped',
    'written_off',
  ]);
});
