import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { FileRow } from '@flipstack/contract';
import { downloadFile } from './files-api.ts';

/** What removes a file from where it is shown: delete it (/file-uploads) or unlink it (a record's panel). */
export type RemoveAction = { label: string; icon: ReactNode; onRemove: (file: FileRow) => void };

export function FileActions({ file, remove }: { file: FileRow; remove: RemoveAction }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Download">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Download ${file.name}`}
          onClick={() => void downloadFile(file)}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove.label}>
        <ActionIcon
          variant="subtle"
          color="red"
          c="var(--mantine-color-error)"
          aria-label={`${remove.label} ${file.name}`}
          onClick={() => remove.onRemove(file)}
        >
          {remove.icon}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
