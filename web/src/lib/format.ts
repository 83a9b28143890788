import { useSession } from './session.ts';

/** The team's currency (team_settings.currency), USD until the settings arrive. */
export const useCurrency = (): string => useSession((session) => session.teamSettings?.currency ?? 'USD');

const validDate = (value: string | null | undefined): Date | undefined => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

// Made once: toLocaleDateString makes a formatter per call, and a table formats a date in every row.
const dateFormat = new Intl.DateTimeFormat();
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** In the user's locale: '21/11/2026' or '11/21/2026'. */
export const formatDate = (value: string | null | undefined): string => {
  const date = validDate(value);
  return date ? dateFormat.format(date) : '—';
};

export const formatDateTime = (value: string | null | undefined): string => {
  const date = validDate(value);
  return date ? dateTimeFormat.format(date) : '—';
};

const dayFormat = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC' });

/** A calendar day ('2026-04-15', no time zone) in the user's locale, never moved a day by their zone. */
export const formatDay = (value: string | null | undefined): string => {
  const date = validDate(value ? `${value.slice(0, 10)}T00:00:00Z` : value);
  return date ? dayFormat.format(date) : '—';
};
