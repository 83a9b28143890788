import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GlobalSearchBox } from '../../features/search/GlobalSearchBox.tsx';
import { TeamSwitcher } from '../../features/settings/TeamSwitcher.tsx';
import { ThemeControl } from '../../features/settings/ThemeControl.tsx';
import { MainNav } from './MainNav.tsx';

type MobileMenuProps = { isOpen: boolean; onClose: () => void; onLogout: () => void };

/** The small-screen drawer: everything the wide header shows, stacked. Loaded on first open. */
export function MobileMenu({ isOpen, onClose, onLogout }: MobileMenuProps) {
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title="Menu"
      size={300}
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="md">
        <GlobalSearchBox />
        <MainNav isStacked onNavigate={onClose} />
        <Divider />
        <TeamSwitcher hasVisibleLabel />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Theme
          </Text>
          <ThemeControl isFullWidth />
        </Stack>
        <Button component={Link} to="/change-password" variant="default" onClick={onClose}>
          Change password
        </Button>
        <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Button>
      </Stack>
    </Drawer>
  );
}
