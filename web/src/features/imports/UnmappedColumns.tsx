import { Text } from '@mantine/core';
import type { ImportJob } from '@flipstack/contract';

/** The file's columns no field reads: what the import leaves out, said before anything is written. */
export function UnmappedColumns({ job }: { job: ImportJob }) {
  const headers = job.unmapped_headers;
  if (headers.length === 0) return null;
  const one = headers.length === 1;
  return (
    <Text size="sm" data-testid="import-unmapped">
      <Text span fw={700}>
        Columns not imported:
      </Text>{' '}
      {headers.join(', ')}: no field reads {one ? 'it' : 'them'}, so {one ? 'its' : 'their'} values are left out. Choose
      a field for a column above to import it.
    </Text>
  );
}
