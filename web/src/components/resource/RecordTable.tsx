import type { ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';

export type RecordColumn<T> = { title: string; render: (row: T) => ReactNode; align?: 'right' };

type RecordTableProps<T extends { id: number }> = {
  title: string;
  rows: T[] | undefined;
  columns: RecordColumn<T>[];
  empty: string;
  /** e.g. an 'Add item' button beside the title. */
  action?: ReactNode;
};

/** A short, unpaged table of rows that belong to a record (a product's items, listings, sales). */
export function RecordTable<T extends { id: number }>({ title, rows, columns, empty, action }: RecordTableProps<T>) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {rows === undefined ? (
          <Text c="dimmed">Loading…</Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.title} ta={column.align}>
                      {column.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.title}
                        ta={column.align}
                        style={column.align ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                      >
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
