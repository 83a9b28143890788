import { ActionIcon } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { DeferredTooltip } from '../../components/deferred/DeferredTooltip.tsx';
import { Link, useLocation } from 'react-router';
import type { ScreenHelp as Help } from '../../lib/screen.ts';

type ScreenHelpProps = {
  /** The help of the screen at an address, with the link to its section of the guide. */
  helpAt: (pathname: string) => (Help & { to: string }) | undefined;
};

/** The help icon beside a screen's title: opens the guide's section about this screen. */
export function ScreenHelp({ helpAt }: ScreenHelpProps) {
  const help = helpAt(useLocation().pathname);
  if (!help) return null;
  return (
    <DeferredTooltip label={`User guide: ${help.section}`}>
      <ActionIcon component={Link} to={help.to} variant="subtle" size="lg" aria-label={`Help: ${help.screen}`}>
        <IconHelp size={22} aria-hidden />
      </ActionIcon>
    </DeferredTooltip>
  );
}
