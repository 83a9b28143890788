import { Group, Title } from '@mantine/core';
import { useContext, type ReactNode } from 'react';
import { PageTitleHelp } from './page-title-help.ts';

/** A screen's title (its one h1) with whatever help the app puts beside it. */
export function PageTitle({ children }: { children: ReactNode }) {
  const help = useContext(PageTitleHelp);
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Title order={1}>{children}</Title>
      {help}
    </Group>
  );
}
