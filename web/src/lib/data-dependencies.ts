import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { WRITE_CHANGES, type FileLink, type WriteChanges } from '@flipstack/contract';
import { queryKeys } from './query-keys.ts';

export type WriteAction = 'creating' | 'updating' | 'deleting';

/**
 * The keys a successful write makes stale: the resource's lists, its one detail (not after a delete: the
 * page leaving it would fetch a 404), and every resource and view of WRITE_CHANGES whole.
 */
export function keysChangedBy(resource: string, action: WriteAction, id?: number | string): QueryKey[] {
  const changes: WriteChanges | undefined = (WRITE_CHANGES as Record<string, WriteChanges>)[resource];
  return [
    queryKeys.resources.lists(resource),
    ...(action === 'updating' && id !== undefined ? [queryKeys.resources.detail(resource, id)] : []),
    ...(changes?.resources ?? []).map((other) => queryKeys.resources.all(other)),
    ...(changes?.views ?? []).map((view) => queryKeys.views.all(view)),
  ];
}

const invalidate = (queryClient: QueryClient, keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

/** Marks those keys stale; the queries on screen fetch again, the others when next shown. */
export const invalidateAfterWrite = (
  queryClient: QueryClient,
  resource: string,
  action: WriteAction,
  id?: number | string,
) => invalidate(queryClient, keysChangedBy(resource, action, id));

/** A file upload, unlink or delete: every files query, and the one detail of each record it is or was linked to. */
export const keysChangedByFileWrite = (links: Pick<FileLink, 'entity' | 'entity_id'>[]): QueryKey[] => [
  queryKeys.files.all(),
  ...links.map((link) => queryKeys.resources.detail(link.entity, link.entity_id)),
];

export const invalidateAfterFileWrite = (queryClient: QueryClient, links: Pick<FileLink, 'entity' | 'entity_id'>[]) =>
  invalidate(queryClient, keysChangedByFileWrite(links));
