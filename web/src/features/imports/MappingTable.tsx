import { Select, Table, Text } from '@mantine/core';
import { IMPORT_FIELDS, type ImportJob, type ImportMapping } from '@flipstack/contract';

const NONE = '';

/** One line per field: the column that fills it (auto-mapped, changeable) and its value in the first row. */
export function MappingTable({
  job,
  disabled,
  onChange,
}: {
  job: ImportJob;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}) {
  const options = [
    { value: NONE, label: '— not imported —' },
    ...job.headers.map((header) => ({ value: header, label: header })),
  ];
  const firstRow = job.sample[0] ?? [];
  return (
    <Table striped withTableBorder aria-label="Column mapping">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Column of the file</Table.Th>
          <Table.Th>First row</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {IMPORT_FIELDS[job.kind].map((field) => {
          const header = job.mapping[field.key] ?? null;
          const index = header === null ? -1 : job.headers.indexOf(header);
          return (
            <Table.Tr key={field.key}>
              <Table.Td>{field.label}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Column for ${field.label}`}
                  data={options}
                  value={header ?? NONE}
                  allowDeselect={false}
                  disabled={disabled}
                  onChange={(value) => onChange({ ...job.mapping, [field.key]: value ? value : null })}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {index >= 0 ? firstRow[index] : ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
