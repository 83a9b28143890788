import { NavLink, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { GUIDE_PAGES, guidePath, type GuidePage } from './guide-pages.ts';

/** The guide's table of contents: one link per page, the open one marked as current. */
export function GuideNav({ current }: { current: GuidePage }) {
  return (
    <Paper component="nav" aria-label="User guide pages" withBorder p="xs">
      {GUIDE_PAGES.map((page) => (
        <NavLink
          key={page.slug}
          component={Link}
          to={guidePath(page.slug)}
          label={page.label}
          active={page === current}
          aria-current={page === current ? 'page' : undefined}
        />
      ))}
    </Paper>
  );
}
