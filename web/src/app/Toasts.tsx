import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../lib/notify.ts';

/** Spec section 9: 2500 ms, no progress bar, the library's max of 20; top-right is our default place. */
export function Toasts() {
  return (
    <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={20} withAutoCloseProgress={false} />
  );
}
