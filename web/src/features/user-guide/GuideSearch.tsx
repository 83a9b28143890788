import { Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { searchGuide } from './guide-search.ts';

/** The guide's own search: sections holding every word typed, each linking to its place in the guide. */
export function GuideSearch() {
  const [query, setQuery] = useState('');
  const [searched] = useDebouncedValue(query.trim(), 150);
  const hits = searched.length >= 2 ? searchGuide(searched) : undefined;
  return (
    <Stack gap="xs" maw={560}>
      <TextInput
        label="Search the guide"
        placeholder="e.g. sales tax, split by weight"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {hits && (
        <Paper withBorder p="sm" component="section" aria-label="Guide search results" aria-live="polite">
          {hits.length === 0 ? (
            <Text size="sm">{`No section of the guide mentions “${searched}”.`}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {hits.map((hit) => (
                <li key={hit.to}>
                  <Anchor component={Link} to={hit.to} fw={600} onClick={() => setQuery('')}>
                    {hit.page.label === hit.heading ? hit.heading : `${hit.page.label} › ${hit.heading}`}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {hit.snippet}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
