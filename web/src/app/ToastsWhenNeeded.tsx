import { useEffect, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';

// The toast container (transitions, drag to dismiss, scroll locking) loads with the first toast, not
// before a screen's first figures (or once the first screen is done, whichever comes first); toasts shown
// meanwhile wait in the store and appear once it has loaded.
const Toasts = preloadableLazy(async () => (await import('./Toasts.tsx')).Toasts);
const LOAD_AFTER_MS = 3000;

export function ToastsWhenNeeded() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  useEffect(() => {
    const timer = setTimeout(() => void Toasts.preload(), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!isNeeded) return null;
  return <Toasts />;
}
