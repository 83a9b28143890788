import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScreenHelp } from '../features/user-guide/ScreenHelp.tsx';

/** A screen's title (its one h1) with the help icon that opens the screen's section of the user guide. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Title order={1}>{children}</Title>
      <ScreenHelp />
    </Group>
  );
}
