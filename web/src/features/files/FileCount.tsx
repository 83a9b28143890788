import { Badge } from '@mantine/core';
import { useFiles } from './files-api.ts';

/** The page whose total is the count: one row (its route asks for it early, index-data.ts). */
export const FILE_COUNT = { limit: 1 };

/** The team's number of files for /index (GET /api/files?limit=1 → total). */
export function FileCount() {
  const files = useFiles(FILE_COUNT);
  return (
    <Badge variant="light" size="lg" aria-label={`${files.data?.total ?? 'Loading'} files`}>
      {files.data ? files.data.total : '…'}
    </Badge>
  );
}
