import { sql, type SQL } from 'drizzle-orm';
import { MONTHLY_RANGE_MAX, type MonthlyQuery } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { AppError } from '../http/app-error.ts';
import { DEFAULT_TEAM_SETTINGS } from '../settings/store/settings-store.ts';

export type MonthRange = { from: string; to: string; timeZone: string };

/** The filters both monthly reports take; an absent one filters nothing. */
export type MonthlyFilters = Partial<Pick<MonthlyQuery, 'platform_id' | 'account_id' | 'category_id'>>;

/**
 * A year-and-month formatter per time zone, null for a zone Intl does not know. Made once per zone:
 * building an Intl.DateTimeFormat costs more than a whole analytics query on the kept month cells.
 */
const monthFormats = new Map<string, Intl.DateTimeFormat | null>();

function monthFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = monthFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' });
    } catch {
      format = null;
    }
    // Settings hold valid zone names; the bound only guards against a flood of odd ones.
    if (monthFormats.size < 1000) monthFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The team's time_zone setting alone: every analytics call reads it, and reading the whole settings
 * through the ORM cost a quarter of a monthly-sales call's time in Node.
 */
export const teamTimeZoneQuery = (teamId: number): SQL =>
  sql`select value #>> '{}' as time_zone from team_settings where team_id = ${teamId} and key = 'time_zone'`;

/** The team's time zone when Intl knows it, else the setting's default (UTC). */
export async function teamTimeZone(db: Database, teamId: number): Promise<string> {
  const [setting] = await rowsOf<{ time_zone: string | null }>(db, teamTimeZoneQuery(teamId));
  const timeZone = setting?.time_zone;
  return timeZone && monthFormat(timeZone) ? timeZone : DEFAULT_TEAM_SETTINGS.time_zone;
}

/** 'YYYY-MM' of `date` in `timeZone`. */
export function monthIn(date: Date, timeZone: string): string {
  const parts = (monthFormat(timeZone) ?? monthFormat('UTC')!).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** from/to inclusive; missing ends default to the 12 months that end with the current one. */
export async function monthRange(
  db: Database,
  teamId: number,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<MonthRange> {
  const timeZone = await teamTimeZone(db, teamId);
  const to = query.to ?? (query.from ? addMonths(query.from, 11) : monthIn(now, timeZone));
  const from = query.from ?? addMonths(to, -11);
  const count = monthsBetween(from, to);
  if (count < 1) throw new AppError('BAD_REQUEST', 'from must not be after to', { from: 'from must not be after to' });
  if (count > MONTHLY_RANGE_MAX) {
    const message = `Ask for at most ${MONTHLY_RANGE_MAX} months`;
    throw new AppError('BAD_REQUEST', message, { from: message });
  }
  return { from, to, timeZone };
}
