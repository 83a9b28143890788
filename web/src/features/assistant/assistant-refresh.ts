import type { QueryClient } from '@tanstack/react-query';
import { keysChangedBy } from '../../lib/data-dependencies.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * The refresh after the assistant's tools wrote: every list and detail of each resource they named and
 * what those writes change (data-dependencies), so open screens show the new rows at once.
 */
export async function refreshAfterTools(queryClient: QueryClient, resources: readonly string[]): Promise<void> {
  const keys = [...new Set(resources)].flatMap((resource) => [
    queryKeys.resources.all(resource),
    ...keysChangedBy(resource, 'creating'),
  ]);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
