import { useState, type ReactNode } from 'react';
import { Box, Button, Collapse, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { PHONE_QUERY } from './ServerTable.tsx';

type FilterFoldProps = {
  search: ReactNode;
  /** How many of the folded filters are set: the button says so while they are hidden. */
  active: number;
  children: ReactNode;
};

/**
 * A list's search and filters in one row; on a phone the search stays in reach and the rest folds behind a
 * "Filters" button, so the first rows show on the first screen.
 */
export function FilterFold({ search, active, children }: FilterFoldProps) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  if (!isPhone) {
    return (
      <Group align="flex-end" gap="sm" wrap="wrap">
        {search}
        {children}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Box flex={1} miw={0}>
          {search}
        </Box>
        <Button
          variant={active > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden />}
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {children}
        </Group>
      </Collapse>
    </Stack>
  );
}
