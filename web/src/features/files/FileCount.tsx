import { Badge } from '@mantine/core';
import { useFiles } from './files-api.ts';

/** The team's number of files for /index (GET /api/files?limit=1 → total). */
export function FileCount() {
  const files = useFiles({ limit: 1 });
  return (
    <Badge variant="light" size="lg" aria-label={`${files.data?.total ?? 'Loading'} files`}>
      {files.data ? files.data.total : '…'}
    </Badge>
  );
}
