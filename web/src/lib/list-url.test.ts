import { describe, expect, it } from 'vitest';
import { exportCsvUrl, fromSortStatus, readListState, toListQuery, toSortStatus, writeListState } from './list-url.ts';

describe('list state in the URL', () => {
  it('reads q, order_by, page and where, with safe defaults', () => {
    const params = new URLSearchParams('q=iphone&order_by=-sold_at,id&page=3&where=%7B%22status%22%3A%22listed%22%7D');
    expect(readListState(params)).toEqual({
      q: 'iphone',
      orderBy: '-sold_at,id',
      page: 3,
      where: { status: 'listed' },
    });
    expect(readListState(new URLSearchParams('page=-2&where=not-json'))).toEqual({
      q: '',
      orderBy: '',
      page: 1,
      where: {},
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeListState(new URLSearchParams('tab=x&page=4'), {
      q: ' ',
      orderBy: '',
      page: 1,
      where: { platform_id: null, status: 'active' },
    });
    expect(written.toString()).toBe('tab=x&where=%7B%22status%22%3A%22active%22%7D');
  });

  it('round-trips through the URL', () => {
    const state = { q: 'pixel', orderBy: '-name', page: 2, where: { brand_id: 4 } };
    expect(readListState(writeListState(new URLSearchParams(), state))).toEqual(state);
  });

  it('becomes the GET /v2 query: limit and offset from the page', () => {
    expect(toListQuery({ q: 'pixel', orderBy: '-name', page: 3, where: { brand_id: 4 } }, { with: 'brand' })).toEqual({
      where: '{"brand_id":4}',
      q: 'pixel',
      order_by: '-name',
      limit: 25,
      offset: 50,
      with: 'brand',
    });
  });

  it('exports the same filter without paging', () => {
    expect(exportCsvUrl('sales', { q: 'bob', orderBy: '-sold_at', page: 5, where: {} })).toBe(
      '/api/v2/sales/export.csv?q=bob&order_by=-sold_at',
    );
  });

  it('maps order_by to the table sort and back', () => {
    expect(toSortStatus('', '-sold_at,-id')).toEqual({ columnAccessor: 'sold_at', direction: 'desc' });
    expect(toSortStatus('name', '-id')).toEqual({ columnAccessor: 'name', direction: 'asc' });
    expect(fromSortStatus({ columnAccessor: 'profit', direction: 'desc' })).toBe('-profit');
  });
});
