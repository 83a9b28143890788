import { Suspense, lazy, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The toast container (transitions, drag to dismiss, scroll locking) loads with the first toast, not
// before a screen's first figures; toasts shown meanwhile wait in the store and appear once it has loaded.
const Toasts = lazy(async () => ({ default: (await import('./Toasts.tsx')).Toasts }));

export function ToastsWhenNeeded() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
