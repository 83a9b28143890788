import { sql } from 'drizzle-orm';
import { customType, integer, numeric } from 'drizzle-orm/pg-core';
import { sanitiseFileName } from '@flipstack/contract';

/** Integer identity primary key used by every table. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** timestamptz read back as an ISO 8601 string in UTC ("2026-11-21T11:20:00.000Z"), whatever the driver. */
export const utcTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => (value instanceof Date ? value.toISOString() : isoFromPostgres(value)),
});

/** PostgreSQL's timestamptz text: "0001-01-01 00:00:00.123456+00", offsets "+05:30" and, for old dates in some zones, "+00:09:21". */
const POSTGRES_TIMESTAMP =
  /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d+))?([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?$/;

/**
 * Both drivers hand timestamptz over as PostgreSQL's text, which is not ISO 8601: Date's own parser
 * takes it, but reads the years 0001–0099 as 2001–2099. Read field by field instead.
 */
export function isoFromPostgres(text: string): string {
  // The common case, a time in UTC ("2026-11-27 03:04:05.123456+00"), only needs its separators changed:
  // cut by position, at half a regular expression's cost (every row has two or more of these).
  const end = text.length - 3;
  if (end >= 19 && text[4] === '-' && text[10] === ' ' && text.endsWith('+00')) {
    if (end === 19) return `${text.slice(0, 10)}T${text.slice(11, 19)}.000Z`;
    if (text[19] === '.') {
      return `${text.slice(0, 10)}T${text.slice(11, 19)}.${text.slice(20, Math.min(end, 23)).padEnd(3, '0')}Z`;
    }
  }
  const match = POSTGRES_TIMESTAMP.exec(text);
  if (!match) return new Date(text).toISOString();
  const [
    ,
    year,
    month,
    day,
    hours,
    minutes,
    seconds,
    fraction = '',
    sign,
    offsetHours,
    offsetMinutes = '0',
    offsetSeconds = '0',
  ] = match;
  const local = new Date(0);
  local.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  local.setUTCHours(Number(hours), Number(minutes), Number(seconds), Number(fraction.slice(0, 3).padEnd(3, '0')));
  const offset = (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60 + Number(offsetSeconds)) * 1000;
  return new Date(local.getTime() - (sign === '-' ? -offset : offset)).toISOString();
}

/** created_at / updated_at on every table. */
export const timestamps = {
  created_at: utcTimestamp('created_at')
    .notNull()
    .default(sql`now()`),
  updated_at: utcTimestamp('updated_at')
    .notNull()
    .default(sql`now()`)
    .$onUpdate(() => new Date().toISOString()),
};

/** Money: exact, two decimals, read back as a string ("12.30"). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * The name of an uploaded file (files, import jobs): text that whatever writes it keeps only as
 * sanitiseFileName leaves it (no path part, control or invisible character such as a bidi override),
 * so no route can store a name that shows as another.
 */
export const fileName = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (name) => sanitiseFileName(name),
});
