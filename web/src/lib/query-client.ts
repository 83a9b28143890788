import { QueryCache, QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { forgetShownWarnings, reportQueryError, reportQueryWarning } from './query-feedback.ts';
import { sessionStore } from './session.ts';

export const queryClient = new QueryClient({
  // Resource queries (meta.resourceLabel) report failures and warnings here, once per fetch.
  queryCache: new QueryCache({ onError: reportQueryError, onSuccess: reportQueryWarning }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // The API client already refreshes the session once and reports connection failures.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Whatever ends a session (logout, failed check, failed refresh), no data of that user stays cached.
let wasLoggedIn = sessionStore.getState().isLoggedIn;
sessionStore.subscribe(() => {
  const { isLoggedIn } = sessionStore.getState();
  if (wasLoggedIn && !isLoggedIn) {
    queryClient.clear();
    forgetShownWarnings();
  }
  wasLoggedIn = isLoggedIn;
});

/**
 * Starts a query a screen is about to ask for (its route does, while the screen's code loads). A failure
 * stays quiet: the screen asks again when it mounts and reports it.
 */
export function prefetchQuietly(options: {
  queryKey: QueryKey;
  queryFn: QueryFunction;
  meta?: Record<string, unknown> | undefined;
}) {
  void queryClient.prefetchQuery({ ...options, meta: { ...options.meta, isPrefetch: true } });
}
