import { Alert, Button } from '@mantine/core';
import { errorMessage } from '../lib/notify.ts';

/** What a screen's failed query offers its LoadError: undefined while there is something to show. */
export type LoadFailure = { error: unknown; retry: () => void; isRetrying: boolean };

type QueryLike = { isError: boolean; data: unknown; error: unknown; isFetching: boolean; refetch: () => unknown };

/** A query that failed with nothing to show (a failure after a page was shown keeps that page and toasts). */
export function loadFailureOf(...queries: QueryLike[]): LoadFailure | undefined {
  const failed = queries.find((query) => query.isError && query.data === undefined);
  if (!failed) return undefined;
  return {
    error: failed.error,
    isRetrying: queries.some((query) => query.isFetching),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/**
 * Where a screen's data would be when its request failed: the failure said as one, with a way to ask again,
 * never the screen's empty state ('No inventory items yet' read as 'my stock is gone').
 */
export function LoadError({ title, failure }: { title: string; failure: LoadFailure }) {
  return (
    <Alert color="red" title={title} role="alert">
      {errorMessage(failure.error)}
      <div>
        <Button mt="sm" size="xs" variant="default" loading={failure.isRetrying} onClick={failure.retry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
