import { MONEY_MAX_CENTS } from './storable.ts';

export type ReadValue<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/** "$1,234.50", "1234.5", "(12.00)", "-€3", "1.234,50 €"… → "1234.50"; money as spreadsheets and reseller tools write it. */
export function readMoney(text: string): ReadValue<string> {
  let value = text.trim().replace(/[\s\u00a0]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  }
  value = value.replace(/^(US\$|USD|CA\$|A\$|[$€£¥])/i, '').replace(/(USD|EUR|GBP|[$€£¥])$/i, '');
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  }
  // "1.234,50" or "12,5" (a comma for decimals) against "1,234.50" (commas group thousands).
  if (/^\d{1,3}(\.\d{3})*,\d{1,2}$/.test(value)) value = value.replaceAll('.', '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replaceAll(',', '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return { error: `'${text.trim()}' is not an amount of money (like 1234.50)` };
  const cents = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (cents > MONEY_MAX_CENTS) return { error: `'${text.trim()}' is more than 9999999999.99` };
  const whole = (cents / 100n).toString();
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return { value: `${negative && cents > 0n ? '-' : ''}${whole}.${fraction}` };
}

/** The order of a date's parts when it is written with slashes or dots (03/04/2025). */
export type DateOrder = 'mdy' | 'dmy';

/**
 * A date as exports write it: ISO (2025-03-14, with or without a time), MM/DD/YYYY (or DD/MM/YYYY
 * with order 'dmy'), two-digit years (20xx), and month names (Mar 14, 2025). Gives YYYY-MM-DD, or
 * the ISO date-time when a time came with it.
 */
export function readDate(text: string, order: DateOrder = 'mdy'): ReadValue<string> {
  const value = text.trim();
  const bad = { error: `'${value}' is not a date (like 2025-03-14 or 03/14/2025)` };
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    value,
  );
  if (iso) {
    const day = checkedDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (!day) return bad;
    if (iso[4] === undefined) return { value: day };
    const parsed = new Date(`${day}T${iso[4]}:${iso[5]}:${iso[6] ?? '00'}${normalizeOffset(iso[7])}`);
    return Number.isNaN(parsed.getTime()) ? bad : { value: parsed.toISOString() };
  }
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?)?$/i.exec(
    value,
  );
  if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    const year = fullYear(slashed[3]!);
    const day = order === 'mdy' ? checkedDay(year, first, second) : checkedDay(year, second, first);
    return day ? { value: day } : bad;
  }
  const named =
    /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(value) ??
    /^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})$/.exec(value) ??
    // eBay's Orders report: "Mar-04-25".
    /^([A-Za-z]{3})-(\d{1,2})-(\d{2}|\d{4})$/.exec(value);
  if (named) {
    const [monthText, dayText] = /^\d/.test(named[1]!) ? [named[2]!, named[1]!] : [named[1]!, named[2]!];
    const month = MONTHS.indexOf(monthText.slice(0, 3).toLowerCase()) + 1;
    const day = month > 0 ? checkedDay(fullYear(named[3]!), month, Number(dayText)) : null;
    return day ? { value: day } : bad;
  }
  return bad;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function fullYear(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

function normalizeOffset(offset: string | undefined): string {
  if (!offset) return 'Z';
  return offset === 'Z' ? offset : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
}

/** YYYY-MM-DD when the day exists. */
function checkedDay(year: number, month: number, day: number): string | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date after today (UTC, a day of grace for time zones ahead) is a typo, not history. */
export function isFutureDate(value: string, now = new Date()): boolean {
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return value.slice(0, 10) > tomorrow;
}
