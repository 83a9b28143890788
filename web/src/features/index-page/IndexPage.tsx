import { use, type ReactNode } from 'react';
import { Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useQuery } from '@tanstack/react-query';
import { INDEX_GROUPS, IndexEntries, type IndexEntry } from '../../lib/screen.ts';
import { countQuery } from '../../lib/screen-data.ts';
import type { ScreenResource } from '../../lib/screen.ts';
import { TagNumberSettings } from '../settings/TagNumberSettings.tsx';
import { ThemeControl } from '../settings/ThemeControl.tsx';

function Count({ resource }: { resource: ScreenResource }) {
  const list = useQuery(countQuery(resource));
  // '10,000+' when the server stopped counting (LIST_COUNT_CAP).
  const count = list.data && `${list.data.total.toLocaleString('en-US')}${list.data.total_is_estimate ? '+' : ''}`;
  return (
    <Badge variant="light" size="lg" aria-label={`${count ?? 'Loading'} ${resource.name.replaceAll('-', ' ')}`}>
      {count ?? '…'}
    </Badge>
  );
}

function EntryCard({ entry }: { entry: IndexEntry }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={entry.title} data-testid={`index-${entry.title}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {entry.title}
          </Title>
          {entry.counted && <Count resource={entry.counted} />}
          {entry.counter && <entry.counter />}
        </Group>
        <Text size="sm" c="dimmed">
          {entry.description}
        </Text>
        {entry.isDownload ? (
          <Anchor href={entry.to} download size="sm">
            {entry.linkLabel}
          </Anchor>
        ) : (
          <Anchor component={Link} to={entry.to} size="sm">
            {entry.linkLabel}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function IndexSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `index-group-${title.replaceAll(' ', '-').toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** /index: the directory of everything the header does not link, each with its count, in sections. */
export function IndexPage() {
  const entries = use(IndexEntries);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageTitle>Index</PageTitle>
        {INDEX_GROUPS.map((group) => (
          <IndexSection key={group} title={group}>
            {entries
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <EntryCard key={entry.title} entry={entry} />
              ))}
          </IndexSection>
        ))}
        <IndexSection title="Settings">
          <Paper withBorder p="md" component="section" aria-label="Theme and password" data-testid="index-Settings">
            <Stack gap={6}>
              <Title order={3} size="h4">
                Theme and password
              </Title>
              <ThemeControl />
              <Anchor component={Link} to="/change-password" size="sm">
                Change password
              </Anchor>
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-label="Tag numbers" data-testid="index-Tag numbers">
            <Stack gap={6}>
              <Title order={3} size="h4">
                Tag numbers
              </Title>
              <Text size="sm" c="dimmed">
                Given to new items without one, and printed on their labels
              </Text>
              <TagNumberSettings />
            </Stack>
          </Paper>
        </IndexSection>
      </Stack>
    </Container>
  );
}
