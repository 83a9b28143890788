import { useRef, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/** The header's search box; searching itself (grouped results, spec section 2) comes with its own issue. */
export function GlobalSearchBox() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  useHotkeys([['mod+K', () => inputRef.current?.focus()]]);

  return (
    <TextInput
      ref={inputRef}
      aria-label="Global search"
      placeholder="Search… (Ctrl+K)"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={query}
      onChange={(event) => setQuery(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.currentTarget.blur();
      }}
    />
  );
}
