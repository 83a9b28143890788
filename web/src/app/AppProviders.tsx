import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { selectDarkMode, useSession } from '../lib/session.ts';
import { ToastsWhenNeeded } from './ToastsWhenNeeded.tsx';
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
      <ToastsWhenNeeded />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
