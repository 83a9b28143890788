import { Suspense, lazy, useSyncExternalStore, type ReactElement } from 'react';
import { onUserActivity, hasUserActivity } from './user-activity.ts';

const Tooltip = lazy(async () => ({ default: (await import('./tooltip-module.ts')).Tooltip }));

type DeferredTooltipProps = { label: string; children: ReactElement };

/**
 * Mantine's Tooltip for the header and the screen titles, loaded at the user's first pointer move, touch or
 * key press rather than before the first screen's figures. Until then the child renders alone.
 */
export function DeferredTooltip({ label, children }: DeferredTooltipProps) {
  const isWanted = useSyncExternalStore(onUserActivity, hasUserActivity, () => false);
  if (!isWanted) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip label={label}>{children}</Tooltip>
    </Suspense>
  );
}
