import { Badge, Table, Text } from '@mantine/core';
import type { ImportJob } from '@flipstack/contract';

const RESOURCE_NAMES = {
  products: 'Product',
  brands: 'Brand',
  categories: 'Category',
  locations: 'Location',
  platforms: 'Platform',
} as const;
const SHOWN = 50;

/** Names the import matches to the team's records or creates. */
export function ImportReferences({ job }: { job: ImportJob }) {
  if (job.references.length === 0) return null;
  return (
    <Table withTableBorder aria-label="Names matched or created">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Kind</Table.Th>
          <Table.Th>Will be</Table.Th>
          <Table.Th>Rows</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {job.references.slice(0, SHOWN).map((reference) => (
          <Table.Tr key={`${reference.resource}:${reference.name}`}>
            <Table.Td>{reference.name}</Table.Td>
            <Table.Td>{RESOURCE_NAMES[reference.resource]}</Table.Td>
            <Table.Td>
              <Badge variant="dot" color={reference.action === 'match' ? 'teal' : 'blue'}>
                {reference.action === 'match' ? 'matched' : 'created'}
              </Badge>
            </Table.Td>
            <Table.Td>{reference.rows}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Each bad row's line and reason. */
export function ImportErrors({ job }: { job: ImportJob }) {
  if (job.errors.length === 0) return null;
  return (
    <>
      <Table withTableBorder aria-label="Rows with errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {job.errors.map((error, index) => (
            <Table.Tr key={`${error.line}-${index}`}>
              <Table.Td>{error.line}</Table.Td>
              <Table.Td>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {job.bad_rows > job.errors.length && (
        <Text size="sm" c="dimmed">
          The first {job.errors.length} problems are shown.
        </Text>
      )}
    </>
  );
}

/** The file's header and first rows, as read. */
export function ImportSample({ job }: { job: ImportJob }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table withTableBorder aria-label="First rows of the file">
        <Table.Thead>
          <Table.Tr>
            {job.headers.map((header, index) => (
              <Table.Th key={index}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {job.sample.map((row, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {job.headers.map((_, index) => (
                <Table.Td key={index}>{row[index] ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
