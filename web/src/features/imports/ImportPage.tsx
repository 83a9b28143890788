import { useEffect, useRef } from 'react';
import { Badge, Container, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import {
  IMPORT_KIND_NAMES,
  IMPORT_KINDS,
  IMPORT_PRESETS,
  type ImportJob,
  type ImportKind,
  type ImportUpdate,
} from '@flipstack/contract';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { stringParams, useUrlState } from '../../lib/url-state.ts';
import { ImportErrors, ImportReferences, ImportSample } from './ImportFindings.tsx';
import { UnmappedColumns } from './UnmappedColumns.tsx';
import { ImportRun } from './ImportRun.tsx';
import { MappingTable } from './MappingTable.tsx';
import {
  useImportJob,
  useRefreshAfterImport,
  useStartImport,
  useUpdateImport,
  useUploadImport,
} from './imports-api.ts';

const WHOLE_ROW = '';

function report(title: string) {
  return (error: unknown) => {
    if (!(error instanceof ApiError && error.isReported))
      notify.error(`${title}: ${errorMessage(error)}`, { id: title });
  };
}

/** The import's steps in its URL: Back returns from a job to the upload. */
const STEPS = { ...stringParams(['kind', 'job']), push: true as const };

/**
 * What the picker offers and a drop takes: by type, or by name where the system gives a file no type (a
 * .tsv on most) or another one (Windows calls a .csv Excel's). The browser's picker reads extensions only
 * in this form: listed among the types, they were skipped.
 */
const IMPORT_FILE_TYPES = {
  'text/csv': ['.csv'],
  'text/tab-separated-values': ['.tsv'],
  'text/plain': ['.txt', '.csv', '.tsv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** /import: pick what you import, drop a CSV or .xlsx, check the mapping and every row, then import with a progress bar. */
export function ImportPage() {
  const [params, choose] = useUrlState(STEPS);
  const kind = (IMPORT_KINDS as readonly string[]).includes(params.kind ?? '')
    ? (params.kind as ImportKind)
    : 'inventory-items';
  const jobId = Number(params.job) || null;
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const job = useImportJob(jobId);
  const upload = useUploadImport();

  const drop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    upload.mutate(
      { kind, file },
      // A marketplace's sales report is recognised by its headers whatever was chosen: the choice follows it.
      {
        onSuccess: (created) => choose({ kind: created.kind, job: String(created.id) }),
        onError: report('Error reading the file'),
      },
    );
  };

  const reject = (rejections: FileRejection[]) => {
    const isSeveral = rejections.some((rejection) => rejection.errors.some((error) => error.code === 'too-many-files'));
    const message = isSeveral
      ? 'Import one file at a time'
      : `${rejections[0]?.file.name ?? 'That file'} is not a CSV, TSV, text or .xlsx file`;
    notify.error(`Error reading the file: ${message}`, { id: 'import-rejected' });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <PageTitle>Import</PageTitle>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text fw={500} id="import-kind-label">
              What do you import?
            </Text>
            <SegmentedControl
              aria-labelledby="import-kind-label"
              // Five kinds do not fit side by side on a phone: there they stand one above the other.
              orientation={isWide ? 'horizontal' : 'vertical'}
              fullWidth={!isWide}
              value={kind}
              onChange={(value) => choose({ kind: value, job: undefined })}
              data={IMPORT_KINDS.map((value) => ({ value, label: IMPORT_KIND_NAMES[value] }))}
            />
            <Dropzone
              onDrop={drop}
              onReject={reject}
              multiple={false}
              loading={upload.isPending}
              accept={IMPORT_FILE_TYPES}
              inputProps={{ 'aria-label': 'File to import' }}
              py="lg"
            >
              <Group justify="center" gap="sm" style={{ pointerEvents: 'none' }}>
                <IconFileSpreadsheet size={32} stroke={1.5} aria-hidden />
                <div>
                  <Text>Drop a CSV or Excel file here, or click to pick one</Text>
                  <Text size="sm" c="dimmed">
                    An .xlsx workbook (its first sheet), a CSV, our own export, an export of Vendoo, List Perfectly,
                    Flipwise or My Reseller Genie, or a sales report of Mercari, Poshmark, Depop, Facebook Marketplace,
                    Whatnot, Etsy or eBay
                  </Text>
                </div>
              </Group>
            </Dropzone>
          </Stack>
        </Paper>
        {job.data && <ImportJobView job={job.data} />}
      </Stack>
    </Container>
  );
}

function ImportJobView({ job }: { job: ImportJob }) {
  const update = useUpdateImport(job.id);
  const start = useStartImport(job.id);
  const refresh = useRefreshAfterImport();
  const refreshed = useRef<number | null>(null);
  const inPreview = job.status === 'preview';
  const good = job.total_rows - job.bad_rows;
  const preset = IMPORT_PRESETS.find((candidate) => candidate.id === job.preset);

  useEffect(() => {
    if (job.status === 'done' && refreshed.current !== job.id) {
      refreshed.current = job.id;
      void refresh(job.kind);
    }
  }, [job.status, job.id, job.kind, refresh]);

  const change = (next: ImportUpdate) => update.mutate(next, { onError: report('Error checking the rows') });

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text fw={500}>{job.file_name}</Text>
            {preset && <Badge variant="light">Recognised: {preset.name}</Badge>}
          </Group>
          <Text size="sm" data-testid="import-summary">
            {job.total_rows} rows, {job.bad_rows} with errors
          </Text>
          <ImportSample job={job} />
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Columns
          </Title>
          <MappingTable
            job={job}
            disabled={!inPreview || update.isPending}
            onChange={(mapping) => change({ mapping })}
          />
          <UnmappedColumns job={job} />
          <Group gap="md" wrap="wrap" align="flex-end">
            <Select
              label="A row is the same record when it has the same"
              description="Importing the file again changes nothing; a changed row updates its record"
              data={[
                { value: WHOLE_ROW, label: 'whole row (no key column)' },
                ...job.headers.map((header) => ({ value: header, label: `value of ${header}` })),
              ]}
              value={job.source_key ?? WHOLE_ROW}
              allowDeselect={false}
              disabled={!inPreview || update.isPending}
              onChange={(value) => change({ source_key: value ? value : null })}
              w={360}
            />
            <Select
              label="Dates like 03/04/2025 are"
              data={[
                { value: 'mdy', label: 'month/day/year' },
                { value: 'dmy', label: 'day/month/year' },
              ]}
              value={job.date_order}
              allowDeselect={false}
              disabled={!inPreview || update.isPending}
              onChange={(value) => value && change({ date_order: value })}
              w={220}
            />
          </Group>
        </Stack>
      </Paper>

      {job.references.length > 0 && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Names
            </Title>
            <ImportReferences job={job} />
          </Stack>
        </Paper>
      )}

      {job.errors.length > 0 && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Rows with errors
            </Title>
            <Text size="sm">
              {inPreview
                ? 'These rows will be skipped. Correct a cell here and check the rows again, or fix the file and drop it again, or import the other rows.'
                : 'These rows were skipped.'}
            </Text>
            <ImportErrors
              job={job}
              editable={inPreview}
              isChecking={update.isPending}
              onFix={(fixes) => change({ fixes })}
            />
          </Stack>
        </Paper>
      )}

      <ImportRun
        job={job}
        good={good}
        isStarting={start.isPending}
        onStart={() => start.mutate(undefined, { onError: report('Error starting the import') })}
      />
    </Stack>
  );
}
