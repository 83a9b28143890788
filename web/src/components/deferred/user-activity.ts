/** Whether the user has moved the pointer, touched the screen or pressed a key since the page loaded. */
const EVENTS = ['pointermove', 'touchstart', 'keydown'] as const;
const listeners = new Set<() => void>();
let hasActivity = false;

function noteActivity(): void {
  hasActivity = true;
  for (const event of EVENTS) window.removeEventListener(event, noteActivity, true);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  for (const event of EVENTS) window.addEventListener(event, noteActivity, { capture: true, passive: true });
}

export const hasUserActivity = (): boolean => hasActivity;

/** Subscribes in the shape `useSyncExternalStore` takes. */
export function onUserActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
