import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

type SearchInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The search the list shows now (`q` in the URL). */
  value: string;
  onSearch: (q: string) => void;
};

/** A list's text search: the box follows every key, the list 300 ms after the last one. */
export function SearchInput({ value, onSearch, ...props }: SearchInputProps) {
  const [search, setSearch] = useState(value);
  const applySearch = useDebouncedCallback(onSearch, 300);
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        applySearch(event.currentTarget.value);
      }}
    />
  );
}
