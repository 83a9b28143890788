import { useState } from 'react';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { FileEntity } from '@flipstack/contract';
import { FileGrid } from './FileGrid.tsx';
import { FileLightbox } from './FileLightbox.tsx';
import { useFiles } from './files-api.ts';
import { UploadDropzone } from './UploadDropzone.tsx';
import { useConfirmUnlinkFile } from './useRemoveFile.ts';

const PANEL_LIMIT = 100;

type AttachmentsPanelProps = {
  entity: FileEntity;
  entityId: number;
  /** 'purchase', 'inventory item': the record in sentences. */
  recordLabel: string;
};

/** A record's photos, receipts and labels: add (drop, pick, paste, camera), preview, download, remove. */
export function AttachmentsPanel({ entity, entityId, recordLabel }: AttachmentsPanelProps) {
  const files = useFiles({ entity, entity_id: entityId, order_by: '-created_at', limit: PANEL_LIMIT });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const unlink = useConfirmUnlinkFile(entity, entityId, recordLabel);
  const rows = files.data?.rows ?? [];
  const total = files.data?.total ?? 0;

  return (
    <Paper withBorder p="md" component="section" aria-label="Files">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Files
        </Title>
        {!files.data && !files.isError ? (
          <Loader size="sm" aria-label="Loading files" />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {`No photos, receipts or documents on this ${recordLabel} yet.`}
          </Text>
        ) : (
          <FileGrid
            files={rows}
            onOpen={setOpenIndex}
            remove={{ label: 'Remove', icon: <IconLinkOff size={18} aria-hidden />, onRemove: unlink }}
          />
        )}
        {total > rows.length && (
          <Text size="sm" c="dimmed">
            {`The newest ${rows.length} of ${total} files`}
          </Text>
        )}
        <UploadDropzone target={{ entity, id: entityId }} compact />
      </Stack>
      <FileLightbox files={rows} index={openIndex} onIndexChange={setOpenIndex} />
    </Paper>
  );
}
