import { useState } from 'react';
import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { AnyContract } from '../../lib/resources.ts';
import { useReferenceOptions, type ReferenceOptionsConfig } from './useReferenceOptions.ts';

type Id = number | string | null | undefined;
const toId = (value: Id): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

// The server already filtered by what was typed.
const keepAll: SelectProps['filter'] = ({ options }) => options;

type ReferenceSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'data' | 'defaultValue'> &
  ReferenceOptionsConfig & { contract: AnyContract; value?: Id; onChange?: (id: number | null) => void };

/** A searchable picker over GET /api/v2/{resource}?q=&limit=20; its value is the row id. */
export function ReferenceSelect({
  contract,
  value,
  onChange,
  where,
  with: withRelations,
  optionLabel,
  ...props
}: ReferenceSelectProps) {
  const id = toId(value);
  const [search, setSearch] = useState('');
  // Mantine puts the chosen option's label in the search box; that is not a search, so all rows stay offered.
  const [shownLabel, setShownLabel] = useState<string | undefined>(undefined);
  const query = search === shownLabel ? '' : search;
  const [isOpened, setIsOpened] = useState(false);
  const options = useReferenceOptions(contract, id === null ? [] : [id], query, {
    where,
    with: withRelations,
    optionLabel,
    isOpened,
  });
  const selectedLabel = options.data.find((option) => option.value === String(id))?.label;
  if (shownLabel !== selectedLabel) setShownLabel(selectedLabel);
  return (
    <Select
      searchable
      clearable={!props.required}
      // Choosing the row already chosen keeps it, where Mantine's default clears the field. A field that may be
      // left empty is emptied by its clear button.
      allowDeselect={false}
      data={options.data}
      value={id === null ? null : String(id)}
      onChange={(next) => onChange?.(toId(next))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      nothingFoundMessage={options.isFetching ? 'Loading…' : 'Nothing found'}
      placeholder={selectedLabel ? undefined : 'Type to search'}
      {...props}
      onDropdownOpen={() => {
        setIsOpened(true);
        props.onDropdownOpen?.();
      }}
    />
  );
}

type ReferenceMultiSelectProps = Omit<MultiSelectProps, 'value' | 'onChange' | 'data' | 'defaultValue'> &
  ReferenceOptionsConfig & { contract: AnyContract; value?: number[]; onChange?: (ids: number[]) => void };

/** Several rows of one resource, e.g. the inventory items of a sale. */
export function ReferenceMultiSelect({
  contract,
  value = [],
  onChange,
  where,
  with: withRelations,
  optionLabel,
  ...props
}: ReferenceMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [isOpened, setIsOpened] = useState(false);
  // Closed after each pick: the search is cleared, the next item is typed or scanned, and the list of
  // every other row no longer covers the form below (its Save button).
  const [isDropdownOpened, setIsDropdownOpened] = useState(false);
  const options = useReferenceOptions(contract, value, search, {
    where,
    with: withRelations,
    optionLabel,
    isOpened,
  });
  return (
    <MultiSelect
      searchable
      clearable
      data={options.data}
      value={value.map(String)}
      onChange={(next) => onChange?.(next.map(Number))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      nothingFoundMessage={options.isFetching ? 'Loading…' : 'Nothing found'}
      {...props}
      dropdownOpened={isDropdownOpened}
      onDropdownOpen={() => {
        setIsOpened(true);
        setIsDropdownOpened(true);
        props.onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setIsDropdownOpened(false);
        props.onDropdownClose?.();
      }}
      onOptionSubmit={(picked) => {
        setIsDropdownOpened(false);
        props.onOptionSubmit?.(picked);
      }}
    />
  );
}
