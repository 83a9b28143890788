import { useState } from 'react';
import { Center, Container, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { TEAM_UPLOAD_ENTITY } from '@flipstack/contract';
import { PageTitle } from '../../components/PageTitle.tsx';
import { digits, listPagerCount } from '../../components/resource/pager-count.ts';
import { usePagePastMarks } from '../../lib/page-marks.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { FileFilters } from './FileFilters.tsx';
import { FileGrid } from './FileGrid.tsx';
import { FileLightbox } from './FileLightbox.tsx';
import { FileTable } from './FileTable.tsx';
import { useFiles } from './files-api.ts';
import { FILES_PAGE_SIZE, filesUrl, toFilesQuery } from './files-url.ts';
import { UploadDropzone } from './UploadDropzone.tsx';
import { useConfirmDeleteFile } from './useRemoveFile.ts';

/** /file-uploads: every file of the team, to find, preview, download or delete, and a drop zone for new ones. */
export function FileUploadsPage() {
  const teamId = useSession((session) => session.teamId);
  const [filters, setFilters] = useUrlState(filesUrl);
  const files = usePagePastMarks(queryKeys.files.lists(), toFilesQuery(filters), useFiles);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const confirmDelete = useConfirmDeleteFile();
  const rows = files.data?.rows ?? [];
  const total = files.data?.total ?? 0;
  const totalIsEstimate = files.data?.total_is_estimate ?? false;
  const count = listPagerCount(files.data, filters.page, FILES_PAGE_SIZE);
  const isFiltered = Boolean(filters.q || filters.entity || filters.type || filters.from || filters.to);
  const noRecordsText = isFiltered ? 'No files match these filters' : 'No files yet';
  const remove = { label: 'Delete', icon: <IconTrash size={18} aria-hidden />, onRemove: confirmDelete };

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <PageTitle>File uploads</PageTitle>
        <UploadDropzone target={teamId === null ? undefined : { entity: TEAM_UPLOAD_ENTITY, id: teamId }} />
        <FileFilters filters={filters} onChange={setFilters} />
        {filters.view === 'table' ? (
          <FileTable
            files={rows}
            total={total}
            totalIsEstimate={totalIsEstimate}
            hasMore={files.data?.next_after !== undefined}
            isFetching={files.isFetching}
            page={filters.page}
            onPageChange={(page) => setFilters({ page })}
            orderBy={filters.orderBy}
            onOrderByChange={(orderBy) => setFilters({ orderBy })}
            onOpen={setOpenIndex}
            remove={remove}
            noRecordsText={noRecordsText}
          />
        ) : !files.data ? (
          <Center py="xl">
            {files.isError ? <Text c="dimmed">{noRecordsText}</Text> : <Loader aria-label="Loading" />}
          </Center>
        ) : rows.length === 0 ? (
          <Paper withBorder p="xl">
            <Text c="dimmed" ta="center">
              {noRecordsText}
            </Text>
          </Paper>
        ) : (
          <>
            <FileGrid files={rows} onOpen={setOpenIndex} remove={remove} showLinks />
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {`${digits((filters.page - 1) * FILES_PAGE_SIZE + 1)}–${digits((filters.page - 1) * FILES_PAGE_SIZE + rows.length)} of ${count.text}`}
              </Text>
              {count.records > FILES_PAGE_SIZE && (
                <Pagination
                  total={Math.ceil(count.records / FILES_PAGE_SIZE)}
                  value={filters.page}
                  onChange={(page) => setFilters({ page })}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              )}
            </Group>
          </>
        )}
      </Stack>
      <FileLightbox files={rows} index={openIndex} onIndexChange={setOpenIndex} />
    </Container>
  );
}
