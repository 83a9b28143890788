import { Suspense, lazy, useState, type ReactNode } from 'react';
import { AppShell, Box, Burger, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { BrandMark } from '../../components/BrandMark.tsx';
import { AssistantButton } from '../../features/assistant/AssistantButton.tsx';
import { AssistantProvider } from '../../features/assistant/AssistantProvider.tsx';
import { logout } from '../../features/auth/session-actions.ts';
import { GlobalSearchBox } from '../../features/search/GlobalSearchBox.tsx';
import { TeamSwitcher } from '../../features/settings/TeamSwitcher.tsx';
import { ThemeControl } from '../../features/settings/ThemeControl.tsx';
import { AccountLinks } from './AccountLinks.tsx';
import { MainNav } from './MainNav.tsx';
import classes from './Shell.module.css';

const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu.tsx')).MobileMenu }));

/** Below Mantine's `sm` breakpoint (48em = 768px) the links collapse behind a burger. */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)';
const TOP_ROW_HEIGHT = 56;
const NAV_ROW_HEIGHT = 44;

export function Shell({ children }: { children: ReactNode }) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  // The drawer stays mounted after its first opening so it can animate closed.
  const [menuState, setMenuState] = useState<'never-opened' | 'open' | 'closed'>('never-opened');
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const closeMenu = () => setMenuState((state) => (state === 'open' ? 'closed' : state));

  // A new page or a layout change closes the menu: adjusted while rendering, as React advises, not in an effect.
  const [menuFor, setMenuFor] = useState({ pathname, isWide });
  if (menuFor.pathname !== pathname || menuFor.isWide !== isWide) {
    setMenuFor({ pathname, isWide });
    closeMenu();
  }

  const onLogout = async () => {
    await logout();
    await navigate('/login');
  };

  return (
    <AssistantProvider>
      <AppShell header={{ height: isWide ? TOP_ROW_HEIGHT + NAV_ROW_HEIGHT : TOP_ROW_HEIGHT }} padding={0}>
        <AppShell.Header>
          {navigation.state !== 'idle' && (
            <div className={classes.loadingBar} role="progressbar" aria-label="Loading page" />
          )}
          <Group h={TOP_ROW_HEIGHT} px="md" gap="sm" wrap="nowrap">
            {!isWide && (
              <Burger
                opened={menuState === 'open'}
                onClick={() => setMenuState((state) => (state === 'open' ? 'closed' : 'open'))}
                size="sm"
                aria-label="Toggle navigation"
              />
            )}
            <Link to="/" className={classes.brand}>
              <BrandMark />
              <span>Flipstack</span>
            </Link>
            {isWide && (
              <Box flex={1} maw={420} miw={120} ml={{ base: 0, md: 'md' }}>
                <GlobalSearchBox />
              </Box>
            )}
            <Group gap="sm" ml="auto" wrap="nowrap">
              {isWide && (
                <>
                  <TeamSwitcher />
                  <ThemeControl />
                  <AccountLinks />
                </>
              )}
              <AssistantButton />
              <Button
                variant="default"
                size="xs"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={() => void onLogout()}
              >
                Logout
              </Button>
            </Group>
          </Group>
          {isWide && (
            <Box h={NAV_ROW_HEIGHT} px="md" pb={6}>
              <MainNav />
            </Box>
          )}
        </AppShell.Header>

        {!isWide && menuState !== 'never-opened' && (
          <Suspense fallback={null}>
            <MobileMenu isOpen={menuState === 'open'} onClose={closeMenu} />
          </Suspense>
        )}

        <AppShell.Main>{children}</AppShell.Main>
      </AppShell>
    </AssistantProvider>
  );
}
