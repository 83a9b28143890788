import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IMPORT_KIND_NAMES, type ImportJob, type ImportKind } from '@flipstack/contract';

const LIST_PATHS: Record<ImportKind, string> = {
  'inventory-items': '/inventory',
  purchases: '/purchases',
  products: '/products',
  listings: '/listings',
  sales: '/sales',
  'marketplace-sales': '/marketplace-sales',
  transactions: '/transactions',
};

/** The import button in preview; then the job's progress bar, its counts, and Done or Resume. */
export function ImportRun({
  job,
  good,
  isStarting,
  onStart,
}: {
  job: ImportJob;
  good: number;
  isStarting: boolean;
  onStart: () => void;
}) {
  const percent = job.total_rows === 0 ? 100 : Math.round((job.processed_rows / job.total_rows) * 100);
  const counts = `${job.created} created, ${job.updated} updated, ${job.unchanged} unchanged, ${job.bad_rows} skipped`;
  if (job.status === 'preview') {
    return (
      <Group>
        <Button onClick={onStart} loading={isStarting} disabled={good === 0}>
          Import {good} {good === 1 ? 'row' : 'rows'}
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Progress value={percent} aria-label="Import progress" animated={job.status === 'running'} />
        <Text size="sm" data-testid="import-progress">
          {job.status === 'queued' ? 'Waiting to start' : `${job.processed_rows} of ${job.total_rows} rows`}: {counts}
        </Text>
        {job.status === 'done' && (
          <Alert color="teal" title="Import done">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">{counts}.</Text>
              <Button component={Link} to={LIST_PATHS[job.kind]} size="xs" variant="light">
                Open {IMPORT_KIND_NAMES[job.kind].toLowerCase()}
              </Button>
            </Group>
          </Alert>
        )}
        {job.status === 'failed' && (
          <Alert color="red" title="The import stopped">
            <Stack gap="xs">
              <Text size="sm">{job.last_error}</Text>
              <Group>
                <Button size="xs" onClick={onStart} loading={isStarting}>
                  Resume
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
