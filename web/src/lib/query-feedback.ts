import type { Query } from '@tanstack/react-query';
import { notify } from './notify.ts';

type Meta = { resourceLabel?: unknown; warningLabel?: unknown; isPrefetch?: unknown } | undefined;

const labelOf = (query: Query<unknown, unknown, unknown>): string | undefined => {
  const label = (query.meta as Meta)?.resourceLabel;
  return typeof label === 'string' ? label : undefined;
};

// The last warning shown per list query: a refetch with the same warning does not toast it again.
const shownWarnings = new Map<string, string>();
// The id of each resource's warning toast.
const warningToasts = new Map<string, string>();

/** 'Error fetching brand: …' once per failed fetch, whatever number of components read the query. */
export function reportQueryError(error: unknown, query: Query<unknown, unknown, unknown>): void {
  // A route's early fetch that failed is fetched again by its screen, which reports it; a screen that came
  // while it was under way reads it as it is, so it is reported then.
  if ((query.meta as Meta)?.isPrefetch && query.getObserversCount() === 0) return;
  const label = labelOf(query);
  if (label) notify.resourceError('fetching', label, error);
}

/**
 * A list answer's `warning` becomes a warning toast, once per distinct warning of that list. A resource has
 * one such toast: the next page's warning takes the place of the last page's, instead of piling up toasts
 * about pages no longer on screen.
 */
export function reportQueryWarning(data: unknown, query: Query<unknown, unknown, unknown>): void {
  // A view's answer (the inventory's page) warns as a list does.
  const warningLabel = (query.meta as Meta)?.warningLabel;
  const label = labelOf(query) ?? (typeof warningLabel === 'string' ? warningLabel : undefined);
  if (!label) return;
  const warning = (data as { warning?: unknown } | undefined)?.warning;
  if (typeof warning !== 'string' || !warning) {
    shownWarnings.delete(query.queryHash);
    return;
  }
  if (shownWarnings.get(query.queryHash) === warning) return;
  shownWarnings.set(query.queryHash, warning);
  const previous = warningToasts.get(label);
  if (previous) notify.hide(previous);
  warningToasts.set(label, notify.warning(warning));
}

export const forgetShownWarnings = (): void => {
  shownWarnings.clear();
  warningToasts.clear();
};
