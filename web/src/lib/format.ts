import { useSession } from './session.ts';

/** The team's currency (team_settings.currency), USD until the settings arrive. */
export const useCurrency = (): string => useSession((session) => session.teamSettings?.currency ?? 'USD');

const validDate = (value: string | null | undefined): Date | undefined => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** In the user's locale: '21/11/2026' or '11/21/2026'. */
export const formatDate = (value: string | null | undefined): string => validDate(value)?.toLocaleDateString() ?? '—';

export const formatDateTime = (value: string | null | undefined): string =>
  validDate(value)?.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) ?? '—';
