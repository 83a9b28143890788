import { sql, type SQL } from 'drizzle-orm';
import {
  MONTHLY_RANGE_MAX,
  addMonths,
  isKnownTimeZone,
  monthOf,
  monthsBetween,
  type MonthlyQuery,
} from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { AppError } from '../http/app-error.ts';
import { DEFAULT_TEAM_SETTINGS } from '../settings/store/settings-store.ts';

export type MonthRange = { from: string; to: string; timeZone: string };

/** The filters both monthly reports take; an absent one filters nothing. */
export type MonthlyFilters = Partial<Pick<MonthlyQuery, 'platform_id' | 'account_id' | 'category_id' | 'through_day'>>;

/** The kept month cells hold whole months of every category: a category or a part of each month is summed from the rows. */
export const isKeptAnswerable = (filters: MonthlyFilters) => !filters.category_id && !filters.through_day;

/**
 * The team's time_zone setting alone: every analytics call reads it, and reading the whole settings
 * through the ORM cost a quarter of a monthly-sales call's time in Node.
 */
const teamTimeZoneQuery = (teamId: number): SQL =>
  sql`select value #>> '{}' as time_zone from team_settings where team_id = ${teamId} and key = 'time_zone'`;

/** A stored time zone when Intl knows it, else the setting's default (UTC). */
export const knownTimeZone = (timeZone: string | null | undefined): string =>
  timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TEAM_SETTINGS.time_zone;

/** The team's time zone when Intl knows it, else the setting's default (UTC). */
export async function teamTimeZone(db: Database, teamId: number): Promise<string> {
  const [setting] = await rowsOf<{ time_zone: string | null }>(db, teamTimeZoneQuery(teamId));
  return knownTimeZone(setting?.time_zone);
}

/** from/to inclusive; missing ends default to the 12 months that end with the current one. */
export async function monthRange(
  db: Database,
  teamId: number,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<MonthRange> {
  const timeZone = await teamTimeZone(db, teamId);
  const to = query.to ?? (query.from ? addMonths(query.from, 11) : monthOf(now, timeZone));
  const from = query.from ?? addMonths(to, -11);
  const count = monthsBetween(from, to);
  if (count < 1) throw new AppError('BAD_REQUEST', 'from must not be after to', { from: 'from must not be after to' });
  if (count > MONTHLY_RANGE_MAX) {
    const message = `Ask for at most ${MONTHLY_RANGE_MAX} months`;
    throw new AppError('BAD_REQUEST', message, { from: message });
  }
  return { from, to, timeZone };
}
