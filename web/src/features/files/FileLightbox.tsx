import { ActionIcon, Button, Center, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import type { FileRow } from '@flipstack/contract';
import { formatBytes } from './file-labels.ts';
import { downloadFile } from './files-api.ts';
import { PdfPreview } from './PdfPreview.tsx';

type FileLightboxProps = {
  files: FileRow[];
  /** The open file's place in `files`, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

function Preview({ file }: { file: FileRow }) {
  if (file.kind === 'image') {
    return <Image src={file.url} alt={file.name} fit="contain" mah="70vh" w="100%" />;
  }
  if (file.kind === 'pdf') return <PdfPreview key={file.id} file={file} />;
  return (
    <Center mih={160}>
      <Text c="dimmed">No preview for this type of file: download it instead.</Text>
    </Center>
  );
}

/** The file at full size (images, PDF); arrows or ← → move through the others. */
export function FileLightbox({ files, index, onIndexChange }: FileLightboxProps) {
  const file = index === null ? undefined : files[index];
  const hasMany = files.length > 1;
  const move = (step: number) => index !== null && onIndexChange((index + step + files.length) % files.length);
  useHotkeys(
    hasMany && file
      ? [
          ['ArrowLeft', () => move(-1)],
          ['ArrowRight', () => move(1)],
        ]
      : [],
  );

  return (
    <Modal
      opened={Boolean(file)}
      onClose={() => onIndexChange(null)}
      title={file?.name}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close preview' }}
    >
      {file && (
        <Stack gap="sm">
          <Preview file={file} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {`${file.type} · ${formatBytes(file.size)}${file.width && file.height ? ` · ${file.width}×${file.height}` : ''}`}
            </Text>
            <Group gap="xs">
              {hasMany && (
                <>
                  <ActionIcon variant="default" aria-label="Previous file" onClick={() => move(-1)}>
                    <IconChevronLeft size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="default" aria-label="Next file" onClick={() => move(1)}>
                    <IconChevronRight size={18} aria-hidden />
                  </ActionIcon>
                </>
              )}
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void downloadFile(file)}
              >
                Download
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
