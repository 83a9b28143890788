import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PageTitleHelp } from '../components/page-title-help.ts';
import { ScreenHelp } from '../features/user-guide/ScreenHelp.tsx';
import { IndexEntries } from '../lib/screen.ts';
import { selectDarkMode, useSession } from '../lib/session.ts';
import { INDEX_ENTRIES, screenHelpAt } from './screens.ts';
import { ToastsWhenNeeded } from './ToastsWhenNeeded.tsx';
import { colorSchemeManager, cssVariablesResolver, theme, useDarkClass, useResolvedColorScheme } from './theme.ts';

/** The help icon beside each screen's title, opening the user guide's section about the screen. */
const SCREEN_HELP = <ScreenHelp helpAt={screenHelpAt} />;

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
      <QueryClientProvider client={queryClient}>
        <PageTitleHelp value={SCREEN_HELP}>
          <IndexEntries value={INDEX_ENTRIES}>{children}</IndexEntries>
        </PageTitleHelp>
      </QueryClientProvider>
    </MantineProvider>
  );
}
