import { ActionIcon } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { DeferredTooltip } from '../../components/deferred/DeferredTooltip.tsx';
import { Link, useLocation } from 'react-router';
import { screenHelpAt } from './screen-help.ts';

/** The help icon beside a screen's title: opens the guide's section about this screen. */
export function ScreenHelp() {
  const help = screenHelpAt(useLocation().pathname);
  if (!help) return null;
  return (
    <DeferredTooltip label={`User guide: ${help.section}`}>
      <ActionIcon component={Link} to={help.to} variant="subtle" size="lg" aria-label={`Help: ${help.screen}`}>
        <IconHelp size={22} aria-hidden />
      </ActionIcon>
    </DeferredTooltip>
  );
}
