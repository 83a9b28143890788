import { Alert, Text } from '@mantine/core';
import type { ImportJob } from '@flipstack/contract';

/** The file's columns no field reads: what the import leaves out, said before anything is written. */
export function UnmappedColumns({ job }: { job: ImportJob }) {
  if (job.unmapped_headers.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="Columns not imported" data-testid="import-unmapped">
      <Text size="sm">
        {job.unmapped_headers.join(', ')}: no field reads {job.unmapped_headers.length === 1 ? 'it' : 'them'}, so{' '}
        {job.unmapped_headers.length === 1 ? 'its values are' : 'their values are'} left out. Choose a field for a
        column above to import it.
      </Text>
    </Alert>
  );
}
