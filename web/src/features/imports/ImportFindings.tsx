import { useState } from 'react';
import { Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import type { ImportFixes, ImportJob } from '@flipstack/contract';

const RESOURCE_NAMES = {
  products: 'Product',
  brands: 'Brand',
  categories: 'Category',
  locations: 'Location',
  platforms: 'Platform',
  sellers: 'Seller',
  purchases: 'Purchase (order number)',
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

/** Each bad row's line and reason; in preview, the cell at fault can be corrected here and checked again. */
export function ImportErrors({
  job,
  editable,
  isChecking,
  onFix,
}: {
  job: ImportJob;
  editable: boolean;
  isChecking: boolean;
  onFix: (fixes: ImportFixes) => void;
}) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  if (job.errors.length === 0) return null;
  const cellKey = (line: number, header: string) => `${line}\u0000${header}`;
  const shown = new Set<string>();
  const changed = Object.entries(drafts).filter(([key, value]) => {
    const [line, header] = key.split('\u0000') as [string, string];
    const error = job.errors.find((one) => String(one.line) === line && one.header === header);
    return error !== undefined && value !== error.cell;
  });
  const check = () => {
    const fixes: ImportFixes = structuredClone(job.fixes);
    for (const [key, value] of changed) {
      const [line, header] = key.split('\u0000') as [string, string];
      fixes[line] = { ...fixes[line], [header]: value };
    }
    onFix(fixes);
    setDrafts({});
  };
  return (
    <>
      <Table withTableBorder aria-label="Rows with errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Problem</Table.Th>
            {editable && <Table.Th>Correct the cell</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {job.errors.map((error, index) => {
            const key = error.header === undefined ? null : cellKey(error.line, error.header);
            const first = key !== null && !shown.has(key);
            if (key !== null) shown.add(key);
            return (
              <Table.Tr key={`${error.line}-${index}`}>
                <Table.Td>{error.line}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
                {editable && (
                  <Table.Td>
                    {first && key !== null && (
                      <TextInput
                        size="xs"
                        aria-label={`Line ${error.line}, ${error.header}`}
                        value={drafts[key] ?? error.cell ?? ''}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setDrafts((current) => ({ ...current, [key]: value }));
                        }}
                      />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {job.bad_rows > job.errors.length && (
        <Text size="sm" c="dimmed">
          The first {job.errors.length} problems are shown.
        </Text>
      )}
      {editable && (
        <Group>
          <Button variant="default" disabled={changed.length === 0} loading={isChecking} onClick={check}>
            Check the corrected rows
          </Button>
        </Group>
      )}
    </>
  );
}

/** The file's header and first rows, as read. */
export function ImportSample({ job }: { job: ImportJob }) {
  return (
    // A wide file scrolls sideways: its viewport takes the keyboard's focus so the arrows scroll it too.
    <Table.ScrollContainer
      minWidth={600}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'First rows of the file, scrollable' } }}
    >
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
