import { useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';

// The toast container (transitions, drag to dismiss, scroll locking) loads with the first toast, or with
// the other screens' code once the first screen is done (warm-screens.ts), never before a screen's first
// figures; toasts shown meanwhile wait in the store and appear once it has loaded.
const Toasts = preloadableLazy(async () => (await import('./Toasts.tsx')).Toasts);

export const preloadToasts = () => Toasts.preload();

export function ToastsWhenNeeded() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return <Toasts />;
}
