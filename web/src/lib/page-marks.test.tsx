import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNextPageMark } from './page-marks.ts';

type Page = { data?: { next_after?: string }; isPlaceholderData: boolean };

describe('useNextPageMark', () => {
  it('keeps each arriving page’s mark once, not again on a render of the same page', () => {
    const keep = vi.fn();
    const first = { next_after: 'mark-25' };
    const { rerender } = renderHook<void, Page>((page) => useNextPageMark(page, keep), {
      initialProps: { data: first, isPlaceholderData: false },
    });
    rerender({ data: first, isPlaceholderData: false });
    rerender({ data: first, isPlaceholderData: false });
    expect(keep.mock.calls).toEqual([['mark-25']]);

    rerender({ data: { next_after: 'mark-50' }, isPlaceholderData: false });
    expect(keep.mock.calls).toEqual([['mark-25'], ['mark-50']]);
  });

  it('keeps nothing for the page before, shown while the next one loads, nor for a last page', () => {
    const keep = vi.fn();
    const { rerender } = renderHook<void, Page>((page) => useNextPageMark(page, keep), {
      initialProps: { data: { next_after: 'mark-25' }, isPlaceholderData: true },
    });
    rerender({ data: {}, isPlaceholderData: false });
    expect(keep).not.toHaveBeenCalled();
  });
});
