import { Anchor, Container, Grid, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { GuideMarkdown } from './GuideMarkdown.tsx';
import { GuideNav } from './GuideNav.tsx';
import { GuideSearch } from './GuideSearch.tsx';
import { guideMarkdown } from './guide-content.ts';
import { GUIDE_PAGES, guidePageAt, guidePath } from './guide-pages.ts';

/** /user-guide and its sub-pages: the guide's search, then the page's Markdown beside the guide's navigation (below it on phones). */
export function UserGuidePage() {
  const { pathname, hash } = useLocation();
  const page = guidePageAt(pathname);

  useEffect(() => {
    // The browser scrolls to an anchor only on a full load; links inside the app arrive here instead.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  if (!page) return <Navigate to="/not-found" replace />;
  const next = GUIDE_PAGES[GUIDE_PAGES.indexOf(page) + 1];
  return (
    <Container size="xl" py="xl">
      <GuideSearch />
      <Grid gap="xl" mt="lg">
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
          <GuideMarkdown markdown={guideMarkdown(page)} />
          {next && (
            <Group justify="flex-end" mt="xl">
              <Text size="sm">
                Next:{' '}
                <Anchor component={Link} to={guidePath(next.slug)}>
                  {next.label}
                </Anchor>
              </Text>
            </Group>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <GuideNav current={page} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
