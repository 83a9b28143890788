/**
 * What the database can hold, as plain rules for both sides: the input schemas (resources/common.ts)
 * are built on them, and the server's list filters check their values with them. A value outside
 * these limits gets a field message here instead of an error from PostgreSQL.
 */

/** Ids are int4 identities. */
export const ID_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** Money columns are numeric(12,2); kept sums (a sale's totals, a team's inventory) are numeric(14,2). */
export const MONEY_MAX = '9999999999.99';
export const MONEY_MAX_CENTS = 999_999_999_999n;

export const TEXT_NUL_MESSAGE = 'Remove the NUL character (\\u0000): it cannot be stored';
export const TEXT_SURROGATE_MESSAGE =
  'Remove the broken character (a lone UTF-16 surrogate such as \\ud800): it cannot be stored';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL's text (UTF-8, no NUL) cannot hold this string; undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return TEXT_NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return TEXT_SURROGATE_MESSAGE;
  return undefined;
}

export const TIMESTAMP_MESSAGE = 'Enter a date (YYYY-MM-DD) or a date and time (ISO 8601)';
export const TIMESTAMP_RANGE_MESSAGE = 'Enter a date from 0001-01-01 to 9999-12-31';

/** ISO 8601 date or date-time; no offset means local time. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An ISO 8601 date or date-time as the instant's UTC text ("2026-04-01T15:00:00.000Z"), or why it is
 * refused. JavaScript takes dates PostgreSQL refuses: it rolls 2026-02-30 over to March 2nd and knows
 * year 0 and years past 9999 ("+010000-01-01…"), so the day must exist and the instant lie in 0001–9999.
 */
export function parseTimestamp(text: string): { iso: string; error?: undefined } | { iso?: undefined; error: string } {
  const match = ISO_DATE_TIME.exec(text);
  const time = match ? Date.parse(text) : Number.NaN;
  if (!match || Number.isNaN(time)) return { error: TIMESTAMP_MESSAGE };
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day);
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day)
    return { error: `There is no day ${text.slice(0, 10)}` };
  if (year < 1 || time < FIRST_INSTANT || time > LAST_INSTANT) return { error: TIMESTAMP_RANGE_MESSAGE };
  return { iso: new Date(time).toISOString() };
}

/** How deep JSON we store (a message's metadata) may nest; jsonb and JSON.stringify both recurse. */
export const JSON_DEPTH_MAX = 32;

/**
 * Why a JSON value cannot be stored as jsonb: nested deeper than JSON_DEPTH_MAX, or a key or string
 * that text cannot hold (jsonb refuses \u0000 too). Walks without recursion, so any depth is safe.
 */
export function jsonProblem(value: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= JSON_DEPTH_MAX) return `Nest at most ${JSON_DEPTH_MAX} levels deep`;
    for (const [key, item] of Object.entries(current)) {
      const problem = textProblem(key);
      if (problem) return problem;
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}
