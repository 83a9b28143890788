import { Suspense, lazy, useState, type ReactNode } from 'react';
import { ActionIcon, AppShell, Box, Burger, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout, IconSearch } from '@tabler/icons-react';
import { Link, useLocation, useNavigation } from 'react-router';
import { BrandMark } from '../../components/BrandMark.tsx';
import { AssistantButton } from '../../features/assistant/AssistantButton.tsx';
import { AssistantProvider } from '../../features/assistant/AssistantProvider.tsx';
import { logout } from '../../features/auth/session-actions.ts';
import { GlobalSearchBox } from '../../features/search/GlobalSearchBox.tsx';
import { TeamSwitcher } from '../../features/settings/TeamSwitcher.tsx';
import { ThemeControl } from '../../features/settings/ThemeControl.tsx';
import { useAppNavigate } from '../../lib/navigation.tsx';
import { AccountLinks } from './AccountLinks.tsx';
import { MainNav } from './MainNav.tsx';
import classes from './Shell.module.css';

const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu.tsx')).MobileMenu }));
const PhoneSearch = lazy(async () => ({ default: (await import('./PhoneSearch.tsx')).PhoneSearch }));

/** Below Mantine's `sm` breakpoint (48em = 768px) the links collapse behind a burger. */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)';
const TOP_ROW_HEIGHT = 56;
const NAV_ROW_HEIGHT = 44;

/**
 * The header and the page below it. It reads nothing from the router itself: a component that does renders
 * again when each navigation starts and ends, and the header's dozens of Mantine components took their share
 * of every move. The parts that follow the router (the loading bar, the small screens' menu) are their own.
 */
export function Shell({ children }: { children: ReactNode }) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  const navigate = useAppNavigate();

  const onLogout = async () => {
    await logout();
    await navigate('/login');
  };

  return (
    <AssistantProvider>
      <AppShell header={{ height: isWide ? TOP_ROW_HEIGHT + NAV_ROW_HEIGHT : TOP_ROW_HEIGHT }} padding={0}>
        <AppShell.Header>
          <LoadingBar />
          <Group h={TOP_ROW_HEIGHT} px="md" gap="sm" wrap="nowrap">
            {!isWide && <MobileNav onLogout={() => void onLogout()} />}
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
              {!isWide && <MobileSearch />}
              <AssistantButton />
              {isWide && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconLogout size={16} aria-hidden />}
                  onClick={() => void onLogout()}
                >
                  Logout
                </Button>
              )}
            </Group>
          </Group>
          {isWide && (
            <Box h={NAV_ROW_HEIGHT} px="md" pb={6}>
              <MainNav />
            </Box>
          )}
        </AppShell.Header>

        <AppShell.Main>{children}</AppShell.Main>
      </AppShell>
    </AssistantProvider>
  );
}

function LoadingBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.loadingBar} role="progressbar" aria-label="Loading page" />;
}

/**
 * Open, closed, or not yet opened (its lazy part not loaded); a new page closes it, adjusted while rendering
 * as React advises, not in an effect.
 */
function usePanelState() {
  const [state, setState] = useState<'never-opened' | 'open' | 'closed'>('never-opened');
  const close = () => setState((current) => (current === 'open' ? 'closed' : current));
  const { pathname } = useLocation();
  const [openedFor, setOpenedFor] = useState(pathname);
  if (openedFor !== pathname) {
    setOpenedFor(pathname);
    close();
  }
  return { state, setState, close };
}

/** The search button of small screens, in reach of a thumb; it opens the search over the whole screen. */
function MobileSearch() {
  const { state, setState, close } = usePanelState();
  return (
    <>
      <ActionIcon variant="default" size="lg" aria-label="Search" onClick={() => setState('open')}>
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      {state !== 'never-opened' && (
        <Suspense fallback={null}>
          <PhoneSearch isOpen={state === 'open'} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** The burger and its drawer (small screens). The drawer stays mounted after its first opening so it can animate closed. */
function MobileNav({ onLogout }: { onLogout: () => void }) {
  const { state: menuState, setState: setMenuState, close: closeMenu } = usePanelState();

  return (
    <>
      <Burger
        opened={menuState === 'open'}
        onClick={() => setMenuState((state) => (state === 'open' ? 'closed' : 'open'))}
        size="sm"
        aria-label="Toggle navigation"
      />
      {menuState !== 'never-opened' && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={menuState === 'open'} onClose={closeMenu} onLogout={onLogout} />
        </Suspense>
      )}
    </>
  );
}
