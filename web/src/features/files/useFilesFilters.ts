import { useSearchParams } from 'react-router';
import { readFilesFilters, writeFilesFilters, type FilesFilters } from './files-url.ts';

/** /file-uploads' filters, sort, page and view in the URL; a new filter starts again at page 1. */
export function useFilesFilters(): [FilesFilters, (change: Partial<FilesFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readFilesFilters(params);
  const update = (change: Partial<FilesFilters>) =>
    setParams((current) => writeFilesFilters({ ...readFilesFilters(current), ...change, page: change.page ?? 1 }), {
      replace: true,
    });
  return [filters, update];
}
