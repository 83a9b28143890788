import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiEndpoints } from '@flipstack/contract';
import type { z } from 'zod';
import { ApiError, api, type Answer, type CallArgs, type Query, type Route } from './api.ts';
import { notify } from './notify.ts';
import { prefetchQuietly, queryClient } from './query-client.ts';
import { queryKeys, type View } from './query-keys.ts';

/**
 * A declared call whose failure shows the spec's own toast for what it reads ('Error fetching inventory'), once
 * per fetch, unless the API client already told the user (connection failure, ended session) or it was cancelled.
 */
export async function callOrReport<R extends Route>(
  message: string,
  signal: AbortSignal,
  route: R,
  ...[options]: CallArgs<R>
): Promise<Answer<R>> {
  return reportFailure(message, signal, () => api.call(route, ...([{ ...options, signal }] as CallArgs<R>)));
}

async function reportFailure<T>(
  message: string,
  signal: AbortSignal,
  fetchAnswer: () => Promise<T>,
  isReadByScreen: () => boolean = () => true,
): Promise<T> {
  try {
    return await fetchAnswer();
  } catch (error) {
    const isReported = error instanceof ApiError && error.isReported;
    // One toast per message, however many queries fail together.
    if (!signal.aborted && !isReported && isReadByScreen()) notify.error(message, { id: message });
    throw error;
  }
}

type ViewOptions = {
  /** Keep showing the last answer while a new query loads (filters, pages). */
  keepPrevious?: boolean;
  enabled?: boolean;
  /** The answer's `warning` is shown as a /v2 list's is, one toast for this name (e.g. 'inventory'). */
  warnings?: string;
};

const metaOf = (options: ViewOptions) => (options.warnings ? { warningLabel: options.warnings } : undefined);

/** A view's declared call and the query it takes. */
type ViewRoute<V extends View> = Extract<Route, `GET ${V}`>;
export type ViewQuery<V extends View> = ApiEndpoints[ViewRoute<V>] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;

function readView<V extends View>(
  view: V,
  query: ViewQuery<V>,
  signal: AbortSignal,
  message: string,
  isReadByScreen?: () => boolean,
): Promise<Answer<ViewRoute<V>>> {
  // A view's path has no params: the declared call's own request, typed by the declaration above.
  const read = () => api.request<Answer<ViewRoute<V>>>('GET', view, { query: query as Query, signal });
  return reportFailure(message, signal, read, isReadByScreen);
}

/** One answer of a read-only view (GET /api/{view}?query), reported with the view's own failure message. */
export const useView = <V extends View>(view: V, query: ViewQuery<V>, message: string, options: ViewOptions = {}) =>
  useQuery({
    queryKey: queryKeys.views.query(view, query as Query),
    queryFn: ({ signal }) => readView(view, query, signal, message),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    enabled: options.enabled ?? true,
    meta: metaOf(options),
  });

const isObserved = (queryKey: QueryKey) =>
  (queryClient.getQueryCache().find({ queryKey })?.getObserversCount() ?? 0) > 0;

/**
 * The answer `useView(view, query, message, options)` will read, started by a route while its screen loads.
 * Its failure is quiet when no screen has come to read it (the screen asks again when it mounts and reports
 * its own); a screen that mounted while it was under way reads this very request, so it reports it.
 */
export const prefetchView = <V extends View>(
  view: V,
  query: ViewQuery<V>,
  message: string,
  options: ViewOptions = {},
): void => {
  const queryKey = queryKeys.views.query(view, query as Query);
  prefetchQuietly({
    queryKey,
    queryFn: ({ signal }) => readView(view, query, signal, message, () => isObserved(queryKey)),
    meta: metaOf(options),
  });
};
