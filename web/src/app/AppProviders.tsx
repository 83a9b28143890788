import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '../lib/notify.ts';
import { selectDarkMode, useSession } from '../lib/session.ts';
import { colorSchemeManager, cssVariablesResolver, theme, useDarkClass, useResolvedColorScheme } from './theme.ts';

type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  const colorScheme = useResolvedColorScheme(useSession(selectDarkMode));
  useDarkClass(colorScheme);
  return (
    <MantineProvider
      theme={theme}
      env={env}
      forceColorScheme={colorScheme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      {/* Spec section 9: 2500 ms, no progress bar, the library's max of 20; top-right is our default place. */}
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={20} withAutoCloseProgress={false} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
