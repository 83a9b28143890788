import { cleanup, configure } from '@testing-library/react';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { afterEach, beforeEach } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { sessionStore } from '../lib/session.ts';
import { resetMediaQueries } from './media.ts';
import { requestUrl } from './fake-fetch.ts';

// Mantine needs ResizeObserver, which happy-dom lacks.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = ResizeObserverStub;
// Mantine's autosizing Textarea listens for web fonts loading, through document.fonts, which happy-dom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// Unit tests never touch the network: a relative URL would resolve against happy-dom's origin
// (localhost:3000). Tests stub fetch with fakeFetch; vi.unstubAllGlobals() comes back to this refusal.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`Unit tests never touch the network; stub fetch for ${requestUrl(input)}`));

// Screens are lazy chunks: their first import can pass testing-library's 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

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
