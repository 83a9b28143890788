import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatBytes } from './file-labels.ts';
import type { Upload } from './uploads-state.ts';

const STATUS_TEXT = { uploading: (percent: number) => `${percent}%`, done: () => 'Uploaded', failed: () => 'Failed' };

/** A bar per file on its way up; a failed one keeps its reason until dismissed. */
export function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: string) => void }) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" aria-label="Uploads" p={0} m={0} style={{ listStyle: 'none' }}>
      {uploads.map((upload) => (
        <li key={upload.key} data-testid="upload">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate="end" title={upload.name}>
              {upload.name}{' '}
              <Text span size="xs" c="dimmed">
                {formatBytes(upload.size)}
              </Text>
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c={upload.status === 'failed' ? 'var(--mantine-color-error)' : 'dimmed'}>
                {STATUS_TEXT[upload.status](upload.percent)}
              </Text>
              {upload.status !== 'uploading' && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Dismiss ${upload.name}`}
                  onClick={() => onDismiss(upload.key)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Group>
          <Progress
            value={upload.percent}
            color={upload.status === 'failed' ? 'red' : upload.status === 'done' ? 'teal' : undefined}
            animated={upload.status === 'uploading'}
            aria-label={`Upload of ${upload.name}`}
            size="sm"
          />
          {upload.error && (
            <Text size="xs" c="var(--mantine-color-error)">
              {upload.error}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
