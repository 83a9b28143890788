import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportUpdate } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { invalidateAfterWrite } from '../../lib/data-dependencies.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** What an import may create besides its own kind: the names it matched or made. */
const WRITTEN: Record<ImportKind, string[]> = {
  // An inventory row's past: its purchase, listing and sale, on the platforms it names.
  'inventory-items': [
    'inventory-items',
    'products',
    'brands',
    'categories',
    'locations',
    'purchases',
    'listings',
    'sales',
    'platforms',
  ],
  purchases: ['purchases', 'inventory-items', 'products', 'brands', 'categories', 'locations', 'sellers', 'platforms'],
  products: ['products', 'brands', 'categories'],
  // A sale's items are sold and their listings may end.
  listings: ['listings', 'platforms', 'inventory-items'],
  sales: ['sales', 'platforms', 'inventory-items', 'listings'],
  'marketplace-sales': ['sales', 'platforms', 'inventory-items', 'listings'],
  transactions: ['transactions'],
};

/** GET /api/imports/{id}, every second while the job waits or runs. */
export const useImportJob = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.imports.one(id ?? 0),
    queryFn: ({ signal }) => api.call('GET /imports/:id', { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });

/** POST /api/imports: the file read and every row checked; nothing written yet. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return api.call('POST /imports', { body: form });
    },
    onSuccess: (job) => queryClient.setQueryData(queryKeys.imports.one(job.id), job),
  });
}

/** PUT /api/imports/{id}: another mapping, row key or date order, and every row checked again. */
export function useUpdateImport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ImportUpdate) => api.call('PUT /imports/:id', { params: { id }, body: update }),
    onSuccess: (job) => queryClient.setQueryData(queryKeys.imports.one(job.id), job),
  });
}

/** POST /api/imports/{id}/start: import (or resume after a failure). */
export function useStartImport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('POST /imports/:id/start', { params: { id } }),
    onSuccess: (job) => queryClient.setQueryData(queryKeys.imports.one(job.id), job),
  });
}

/** Once a job is done, every list and figure it may have changed. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return (kind: ImportKind) =>
    Promise.all(WRITTEN[kind].map((resource) => invalidateAfterWrite(queryClient, resource, 'creating')));
}
