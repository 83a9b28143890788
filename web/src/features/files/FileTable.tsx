import { Anchor, Group } from '@mantine/core';
import type { FileRow } from '@flipstack/contract';
import { ServerTable } from '../../components/resource/ServerTable.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { FileActions, type RemoveAction } from './FileActions.tsx';
import { formatBytes } from './file-labels.ts';
import { DEFAULT_FILES_ORDER, FILES_PAGE_SIZE } from './files-url.ts';
import { FileLinks } from './FileLinks.tsx';
import { FileThumb } from './FileThumb.tsx';

type FileTableProps = {
  files: FileRow[];
  total: number;
  /** The server counted only so far: `total` is a lower bound. */
  totalIsEstimate: boolean;
  /** Whether rows follow this page (its next_after). */
  hasMore: boolean;
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
  totalIsEstimate,
  hasMore,
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
    <ServerTable
      name="Files"
      rows={files}
      total={total}
      totalIsEstimate={totalIsEstimate}
      hasMore={hasMore}
      isFetching={isFetching}
      page={page}
      pageSize={FILES_PAGE_SIZE}
      onPage={onPageChange}
      orderBy={orderBy}
      defaultOrder={DEFAULT_FILES_ORDER}
      onOrder={onOrderByChange}
      emptyText={noRecordsText}
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
