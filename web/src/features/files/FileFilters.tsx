import type { ReactNode } from 'react';
import { Group, SegmentedControl, Select } from '@mantine/core';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import { FILE_ENTITIES, FILE_KINDS, type FileKind } from '@flipstack/contract';
import { DateInput } from '../../components/resource/DateInputs.tsx';
import { ENTITY_LABELS } from './file-labels.ts';
import type { FilesFilters } from './files-url.ts';
import { SearchInput } from '../../components/resource/SearchInput.tsx';

const ENTITY_OPTIONS = FILE_ENTITIES.map((value) => ({ value, label: ENTITY_LABELS[value].many }));
const KIND_LABELS: Record<FileKind, string> = { image: 'Images', pdf: 'PDF', other: 'Other' };
const KIND_OPTIONS = FILE_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));

type FileFiltersProps = { filters: FilesFilters; onChange: (change: Partial<FilesFilters>) => void };

export function FileFilters({ filters, onChange }: FileFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput
        label="Search files"
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label="Record type"
        data={ENTITY_OPTIONS}
        clearable
        placeholder="Any"
        value={filters.entity ?? null}
        onChange={(value) => onChange({ entity: value ?? undefined })}
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
      />
      <Select
        label="Type"
        data={KIND_OPTIONS}
        clearable
        placeholder="Any"
        value={filters.type ?? null}
        onChange={(value) => onChange({ type: value ?? undefined })}
        w={{ base: 'calc(50% - 6px)', xs: 130 }}
      />
      <DateInput
        label="Uploaded from"
        placeholder="Any day"
        value={filters.from ?? null}
        onChange={(from) => onChange({ from: from ?? undefined })}
        w={{ base: 'calc(50% - 6px)', xs: 150 }}
      />
      <DateInput
        label="Uploaded to"
        placeholder="Any day"
        value={filters.to ?? null}
        onChange={(to) => onChange({ to: to ?? undefined })}
        w={{ base: 'calc(50% - 6px)', xs: 150 }}
      />
      <SegmentedControl
        ml={{ base: 0, xs: 'auto' }}
        aria-label="View"
        value={filters.view}
        onChange={(view) => onChange({ view, page: filters.page })}
        data={[
          { value: 'grid', label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden />} text="Grid" /> },
          { value: 'table', label: <ViewLabel icon={<IconTable size={16} aria-hidden />} text="Table" /> },
        ]}
      />
    </Group>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
