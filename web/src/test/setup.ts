import { cleanup } from '@testing-library/react';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { afterEach, beforeEach } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { sessionStore } from '../lib/session.ts';
import { resetMediaQueries } from './media.ts';

// Mantine needs ResizeObserver, which happy-dom lacks.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

beforeEach(() => {
  resetMediaQueries();
});

afterEach(() => {
  cleanup();
  sessionStore.clear();
  queryClient.clear();
  cleanNotifications();
  cleanNotificationsQueue();
  localStorage.clear();
});
