import { Button, Select } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { exportCsvUrl, type ListState } from '../../lib/list-url.ts';
import type { AnyContract } from '../../lib/resources.ts';
import { FilterFold } from './FilterFold.tsx';
import { ReferenceSelect } from './ReferenceSelect.tsx';
import { displayText, IMPORT_KINDS } from '@flipstack/contract';
import { SearchInput } from './SearchInput.tsx';

/**
 * A filter over one field: a fixed choice (status) or a picked row (platform). A choice may stand for an
 * operator object instead of its value (`where: { null: true }`: 'To ship' is a sale without shipped_at).
 */
export type ListFilter = { field: string; label: string } & (
  { options: { value: string; label: string; where?: unknown }[] } | { reference: AnyContract }
);

const isImportable = (name: string) => (IMPORT_KINDS as readonly string[]).includes(name);

/** A picked row's id; a filter the URL holds in another shape picks nothing. */
const idOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

type ChoiceFilter = Extract<ListFilter, { options: unknown }>;

/** The choice the list is filtered by: the one whose `where` it holds, else its plain value. */
function chosen(filter: ChoiceFilter, current: unknown): string | null {
  if (current === undefined) return null;
  const match = filter.options.find(
    (option) => option.where !== undefined && JSON.stringify(option.where) === JSON.stringify(current),
  );
  return match ? match.value : displayText(current);
}

type ListToolbarProps = {
  contract: AnyContract;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  filters: ListFilter[];
  /** 'brands', 'shipping services' */
  plural: string;
};

export function ListToolbar({ contract, state, onChange, filters, plural }: ListToolbarProps) {
  const setFilter = (field: string, value: unknown) =>
    onChange({ where: { ...state.where, [field]: value ?? undefined } });

  const active = filters.filter((filter) => state.where[filter.field] !== undefined).length;

  return (
    <FilterFold
      active={active}
      search={
        <SearchInput
          label={`Search ${plural}`}
          value={state.q}
          onSearch={(q) => onChange({ q })}
          w={{ base: '100%', xs: 260 }}
        />
      }
    >
      {filters.map((filter) =>
        'options' in filter ? (
          <Select
            key={filter.field}
            label={filter.label}
            data={filter.options}
            clearable
            placeholder="Any"
            value={chosen(filter, state.where[filter.field])}
            onChange={(value) =>
              setFilter(filter.field, filter.options.find((option) => option.value === value)?.where ?? value)
            }
            w={{ base: '100%', xs: 180 }}
          />
        ) : (
          <ReferenceSelect
            key={filter.field}
            contract={filter.reference}
            label={filter.label}
            placeholder="Any"
            value={idOf(state.where[filter.field])}
            onChange={(id) => setFilter(filter.field, id)}
            w={{ base: '100%', xs: 200 }}
          />
        ),
      )}
      {isImportable(contract.name) && (
        <Button
          component={Link}
          to={`/import?kind=${contract.name}`}
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          ml={{ base: 0, xs: 'auto' }}
        >
          Import CSV
        </Button>
      )}
      <Button
        component="a"
        href={exportCsvUrl(contract.name, state)}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        ml={{ base: 0, xs: isImportable(contract.name) ? 0 : 'auto' }}
      >
        Export CSV
      </Button>
    </FilterFold>
  );
}
