import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api, type Query } from './api.ts';
import { notify } from './notify.ts';
import { prefetchQuietly } from './query-client.ts';
import { queryKeys, type View } from './query-keys.ts';

/**
 * GET `path`; a failure shows the spec's own toast for this view ('Error fetching inventory'), once per
 * fetch, unless the API client already told the user (connection failure, ended session) or it was cancelled.
 */
export async function getOrReport<T>(path: string, query: Query, signal: AbortSignal, message: string): Promise<T> {
  try {
    return await api.get<T>(path, { query, signal });
  } catch (error) {
    const isReported = error instanceof ApiError && error.isReported;
    // One toast per message, however many queries fail together.
    if (!signal.aborted && !isReported) notify.error(message, { id: message });
    throw error;
  }
}

type ViewOptions = {
  /** Keep showing the last answer while a new query loads (filters, pages). */
  keepPrevious?: boolean;
  enabled?: boolean;
};

/** One answer of a read-only view (GET /api/{view}?query), reported with the view's own failure message. */
export const useView = <T>(view: View, query: Query, message: string, options: ViewOptions = {}) =>
  useQuery({
    queryKey: queryKeys.views.query(view, query),
    queryFn: ({ signal }) => getOrReport<T>(view, query, signal, message),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    enabled: options.enabled ?? true,
  });

/** The answer `useView(view, query)` will read, started by a route while its screen loads. */
export const prefetchView = (view: View, query: Query): void =>
  prefetchQuietly({
    queryKey: queryKeys.views.query(view, query),
    queryFn: ({ signal }) => api.get(view, { query, signal }),
  });
