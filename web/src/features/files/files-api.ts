import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_HEADER, type FileLink, type FileRow } from '@flipstack/contract';
import { ApiError, api, type Query } from '../../lib/api.ts';
import { MESSAGES, notify } from '../../lib/notify.ts';
import { invalidateAfterFileWrite } from '../../lib/data-dependencies.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The spec's file toast, once at a time, unless the API client already told the user (connection, ended session). */
export function reportFileError(message: string, error: unknown): void {
  if (error instanceof ApiError && error.isReported) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify.error(message, { id: message });
}

/** GET /api/files: a page of the team's files with their links; a failure shows 'Error fetching files'. */
export const filesQuery = (query: Query) => ({
  queryKey: queryKeys.files.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call('GET /files', { query, signal }).catch((error: unknown) => {
      if (!signal.aborted) reportFileError(MESSAGES.fetchFilesFailed, error);
      throw error;
    }),
});

export const useFiles = (query: Query, options: { enabled?: boolean } = {}) =>
  useQuery({ ...filesQuery(query), placeholderData: keepPreviousData, enabled: options.enabled ?? true });

/** DELETE /api/file-links/{id}: the file leaves one record (and is deleted when no record keeps it). */
export function useUnlinkFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: FileLink) => api.call('DELETE /file-links/:id', { params: { id: link.id } }),
    onSuccess: (_answer, link) => invalidateAfterFileWrite(queryClient, [link]),
    onError: (error) => reportFileError(MESSAGES.deleteFileFailed, error),
  });
}

/** DELETE /api/files/{id}: the file, every link of it and its bytes. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: FileRow) => api.call('DELETE /files/:id', { params: { id: file.id } }),
    onSuccess: (_answer, file) => invalidateAfterFileWrite(queryClient, file.links),
    onError: (error) => reportFileError(MESSAGES.deleteFileFailed, error),
  });
}

const fetchDownload = (file: FileRow) =>
  fetch(file.download_url, { credentials: 'include', headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value } });

/**
 * GET /api/download/{id}, saved under the file's name. Fetched rather than followed as a link so a failure
 * shows 'Error downloading file' instead of an error page; an expired access token is refreshed once.
 */
export async function downloadFile(file: FileRow): Promise<void> {
  try {
    let response = await fetchDownload(file);
    if (response.status === 401) {
      await api.call('GET /auth/me');
      response = await fetchDownload(file);
    }
    if (!response.ok) throw new ApiError(response.status, {});
    const url = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = file.name;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    reportFileError(MESSAGES.downloadFileFailed, error);
  }
}
