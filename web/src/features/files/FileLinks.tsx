import { Anchor, Group, Text } from '@mantine/core';
import type { FileRow } from '@flipstack/contract';
import { Link } from 'react-router';
import { linkLabel, linkPath } from './file-labels.ts';

/** The records a file belongs to, each a link to its screen when it has one. */
export function FileLinks({ file }: { file: FileRow }) {
  if (file.links.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No record
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {file.links.map((link) => {
        const path = linkPath(link);
        return path ? (
          <Anchor key={link.id} component={Link} to={path} size="xs">
            {linkLabel(link)}
          </Anchor>
        ) : (
          <Text key={link.id} size="xs">
            {linkLabel(link)}
          </Text>
        );
      })}
    </Group>
  );
}
