import '@mantine/dropzone/styles.css';
import { useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useWindowEvent } from '@mantine/hooks';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import type { UploadTarget } from './upload-request.ts';
import { UploadList } from './UploadList.tsx';
import { useUploads } from './useUploads.ts';

type UploadDropzoneProps = {
  target: UploadTarget | undefined;
  /** Shorter, for a record's panel. */
  compact?: boolean;
};

/**
 * Drop or pick several files at once, paste one from the clipboard, or take a photo on a phone; each file
 * gets its own progress bar. The size limit is the server's (413 names it), so no limit is set here.
 */
export function UploadDropzone({ target, compact = false }: UploadDropzoneProps) {
  const { uploads, add, dismiss } = useUploads(target);
  const camera = useRef<HTMLInputElement>(null);

  // A file on the clipboard (a screenshot, a copied photo) is uploaded; pasted text goes where it was pasted.
  useWindowEvent('paste', (event) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (files.length === 0) return;
    event.preventDefault();
    add(files);
  });

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={add}
        multiple
        disabled={!target}
        inputProps={{ 'aria-label': 'Upload files' }}
        py={compact ? 'sm' : 'xl'}
        radius="md"
      >
        <Group justify="center" gap="sm" wrap="nowrap" mih={compact ? 40 : 90} style={{ pointerEvents: 'none' }}>
          <IconUpload size={compact ? 24 : 36} stroke={1.5} aria-hidden />
          <div>
            <Text size={compact ? 'sm' : 'md'}>Drop files here, click to pick, or paste</Text>
            {!compact && (
              <Text size="sm" c="dimmed">
                Photos, receipts, labels: several at once
              </Text>
            )}
          </div>
        </Group>
      </Dropzone>
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCamera size={16} aria-hidden />}
          onClick={() => camera.current?.click()}
          disabled={!target}
        >
          Take a photo
        </Button>
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label="Take a photo"
          onChange={(event) => {
            add(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
      </Group>
      <UploadList uploads={uploads} onDismiss={dismiss} />
    </Stack>
  );
}
