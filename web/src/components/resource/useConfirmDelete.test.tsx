import { act, renderHook } from '@testing-library/react';
import { brands } from '@flipstack/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { notificationsStore } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigateProvider } from '../../lib/navigation.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { useConfirmDelete } from './useConfirmDelete.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>
      <NavigateProvider>{children}</NavigateProvider>
    </MemoryRouter>
  </QueryClientProvider>
);
const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useConfirmDelete', () => {
  it("asks first; cancel throws 'User cancelled the action' and sends nothing", async () => {
    const server = fakeFetch({ 'DELETE /api/v2/brands/7': { status: 204 } });
    vi.stubGlobal('fetch', server.fetch);
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { result } = renderHook(() => useConfirmDelete(brands, '/brands'), { wrapper });

    await expect(result.current.confirmDelete(7)).rejects.toThrow('User cancelled the action');
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this brand?');
    expect(server.calls).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('deletes on confirm and says so', async () => {
    const server = fakeFetch({ 'DELETE /api/v2/brands/7': { status: 204 } });
    vi.stubGlobal('fetch', server.fetch);
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { result } = renderHook(() => useConfirmDelete(brands, '/brands'), { wrapper });

    await act(() => result.current.confirmDelete(7));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/v2/brands/7']);
    expect(toasts()).toEqual(['Brand deleted successfully']);
  });

  it("toasts the server's sentence when the row is in use", async () => {
    const inUse = { status: 409, body: { code: 'CONFLICT', message: '3 products use this brand' } };
    vi.stubGlobal('fetch', fakeFetch({ 'DELETE /api/v2/brands/7': inUse }).fetch);
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { result } = renderHook(() => useConfirmDelete(brands, '/brands'), { wrapper });

    await act(() => expect(result.current.confirmDelete(7)).rejects.toThrow('3 products use this brand'));
    expect(toasts()).toEqual(['Error deleting brand: 3 products use this brand']);
  });
});
