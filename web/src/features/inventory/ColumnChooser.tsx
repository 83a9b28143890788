import { Button, Checkbox, Group, Popover, SimpleGrid } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { ALL_COLUMN_KEYS, LEGACY_COLUMNS } from './legacy-columns.ts';

type ColumnChooserProps = { chosen: string[]; onChange: (keys: string[]) => void };

/** Which columns the legacy table shows; the table keeps at least one. */
export function ColumnChooser({ chosen, onChange }: ColumnChooserProps) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {`Columns (${chosen.length}/${ALL_COLUMN_KEYS.length})`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Shown columns"
          value={chosen}
          onChange={(keys) => keys.length > 0 && onChange(ALL_COLUMN_KEYS.filter((key) => keys.includes(key)))}
        >
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6} mt="xs">
            {LEGACY_COLUMNS.map((column) => (
              <Checkbox key={column.key} value={column.key} label={column.title} size="xs" />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group gap="xs" mt="sm">
          <Button size="xs" variant="subtle" onClick={() => onChange(ALL_COLUMN_KEYS)}>
            All
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
