import type { ReactNode } from 'react';
import { Alert, Anchor, Container, Group, Loader, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../PageTitle.tsx';
import { useOne, type AnyContract, type Loose, type RowOf } from '../../lib/resources.ts';

type FormPageProps = {
  title: string;
  back: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  size?: number | string;
};

/** A record screen: a link back to the list, the title, then the form. */
export function FormPage({ title, back, actions, children, size = 'md' }: FormPageProps) {
  return (
    <Container size={size} py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          {`← ${back.label}`}
        </Anchor>
        <Group justify="space-between" wrap="wrap">
          <PageTitle>{title}</PageTitle>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

type RecordLoaderProps<C extends AnyContract> = {
  contract: C;
  id: string | undefined;
  with?: string;
  children: (row: Loose<RowOf<C>>) => ReactNode;
};

/** Loads the record (GET /v2/{resource}/{id}) and renders its screen once it is there. */
export function RecordLoader<C extends AnyContract>({
  contract,
  id,
  with: withRelations,
  children,
}: RecordLoaderProps<C>) {
  const record = useOne(contract, id, withRelations);
  if (record.data) return children(record.data);
  if (record.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={`This ${contract.label} could not be loaded`}>
          {record.error.message}
        </Alert>
      </Container>
    );
  }
  return (
    <Group justify="center" py="xl">
      <Loader aria-label="Loading" />
    </Group>
  );
}
