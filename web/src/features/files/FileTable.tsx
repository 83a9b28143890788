import 'mantine-datatable/styles.css';
import { Anchor, Group } from '@mantine/core';
import type { FileRow } from '@flipstack/contract';
import { DataTable } from 'mantine-datatable';
import { formatDateTime } from '../../lib/format.ts';
import { fromSortStatus, toSortStatus } from '../../lib/list-url.ts';
import { FileActions, type RemoveAction } from './FileActions.tsx';
import { formatBytes } from './file-labels.ts';
import { DEFAULT_FILES_ORDER, FILES_PAGE_SIZE } from './files-url.ts';
import { FileLinks } from './FileLinks.tsx';
import { FileThumb } from './FileThumb.tsx';

type FileTableProps = {
  files: FileRow[];
  total: number;
  isFetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  orderBy: string;
  onOrderByChange: (orderBy: string) => void;
  onOpen: (index: number) => void;
  remove: RemoveAction;
  noRecordsText: string;
};

export function FileTable({
  files,
  total,
  isFetching,
  page,
  onPageChange,
  orderBy,
  onOrderByChange,
  onOpen,
  remove,
  noRecordsText,
}: FileTableProps) {
  return (
    <DataTable<FileRow>
      withTableBorder
      pinFirstColumn
      borderRadius="md"
      defaultColumnProps={{ noWrap: true }}
      minHeight={files.length ? undefined : 180}
      records={files}
      fetching={isFetching}
      loadingText="Loading…"
      noRecordsText={noRecordsText}
      totalRecords={total}
      recordsPerPage={FILES_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      sortStatus={toSortStatus(orderBy, DEFAULT_FILES_ORDER)}
      onSortStatusChange={(status) =>
        onOrderByChange(fromSortStatus({ columnAccessor: String(status.columnAccessor), direction: status.direction }))
      }
      columns={[
        {
          accessor: 'name',
          title: 'Name',
          sortable: true,
          render: (file, index) => (
            <Group gap="sm" wrap="nowrap">
              <FileThumb file={file} size={36} />
              <Anchor component="button" type="button" underline="hover" ta="left" onClick={() => onOpen(index)}>
                {file.name}
              </Anchor>
            </Group>
          ),
        },
        { accessor: 'type', title: 'Type' },
        {
          accessor: 'size',
          title: 'Size',
          sortable: true,
          textAlign: 'right',
          render: (file) => formatBytes(file.size),
        },
        { accessor: 'links', title: 'Linked to', render: (file) => <FileLinks file={file} /> },
        {
          accessor: 'created_at',
          title: 'Uploaded',
          sortable: true,
          render: (file) => formatDateTime(file.created_at),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          textAlign: 'right',
          render: (file) => <FileActions file={file} remove={remove} />,
        },
      ]}
    />
  );
}
