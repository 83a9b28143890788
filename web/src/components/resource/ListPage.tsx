import type { ReactNode } from 'react';
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../PageTitle.tsx';

type ListPageProps = {
  title: string;
  /** e.g. { to: '/brands/create', label: 'New brand' } */
  create?: { to: string; label: string };
  children: ReactNode;
};

export function ListPage({ title, create, children }: ListPageProps) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PageTitle>{title}</PageTitle>
          {create && (
            <Button component={Link} to={create.to} leftSection={<IconPlus size={16} aria-hidden />}>
              {create.label}
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
