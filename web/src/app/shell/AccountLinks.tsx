import { ActionIcon, Avatar } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';

/** Who is signed in, and the way to /change-password (a plain link keeps the header light). */
export function AccountLinks() {
  const user = useSession((session) => session.user);
  return (
    <>
      <Avatar
        name={user?.name}
        color="indigo"
        variant="filled"
        size={32}
        title={user ? `${user.name} (${user.email})` : undefined}
        visibleFrom="md"
        data-testid="current-user"
      />
      <ActionIcon
        component={Link}
        to="/change-password"
        variant="default"
        size="lg"
        aria-label="Change password"
        title="Change password"
      >
        <IconKey size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
