import { AspectRatio, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FileRow } from '@flipstack/contract';
import { formatDate } from '../../lib/format.ts';
import { FileActions, type RemoveAction } from './FileActions.tsx';
import { formatBytes } from './file-labels.ts';
import { FileLinks } from './FileLinks.tsx';
import { FileThumb } from './FileThumb.tsx';

type FileGridProps = {
  files: FileRow[];
  onOpen: (index: number) => void;
  remove: RemoveAction;
  /** /file-uploads says which records each file belongs to; a record's panel need not. */
  showLinks?: boolean;
};

/** Thumbnails with name, size and date; a thumbnail opens the lightbox. */
export function FileGrid({ files, onOpen, remove, showLinks = false }: FileGridProps) {
  return (
    // Columns follow the room the grid has (a page, a card, a drawer), not the window.
    <SimpleGrid
      type="container"
      cols={{ base: 2, '420px': 3, '640px': 4, '900px': 5, '1100px': 6 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Files"
    >
      {files.map((file, index) => (
        <Paper key={file.id} withBorder p={6} component="li" data-testid="file-card">
          <Stack gap={4} h="100%">
            <UnstyledButton onClick={() => onOpen(index)} aria-label={`Preview ${file.name}`}>
              <AspectRatio ratio={1}>
                <FileThumb file={file} size="100%" />
              </AspectRatio>
            </UnstyledButton>
            <Text size="sm" fw={500} truncate="end" title={file.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {`${formatBytes(file.size)} · ${formatDate(file.created_at)}`}
            </Text>
            <Group justify="space-between" gap={4} wrap="nowrap" mt="auto">
              {showLinks ? <FileLinks file={file} /> : <span />}
              <FileActions file={file} remove={remove} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
