import { ApiError, api, type Query } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';

/**
 * Keys of the read-only views (inventory detail, tracking, analytics, search) sit under 'v2': they are
 * computed from /v2 rows, so every resource mutation (which invalidates ['v2']) refreshes them too.
 */
export const insightKey = (path: string, query: Query = {}) => ['v2', 'insights', path, query] as const;

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
