import { describe, expect, it } from 'vitest';
import { readFilesFilters, toFilesQuery, writeFilesFilters } from './files-url.ts';

const read = (search: string) => readFilesFilters(new URLSearchParams(search));

describe('/file-uploads URL state', () => {
  it('reads filters, page and view, and drops what is not one of them', () => {
    expect(read('q=receipt&entity=purchases&type=pdf&from=2026-11-01&to=2026-11-30&page=3&view=table')).toEqual({
      q: 'receipt',
      entity: 'purchases',
      type: 'pdf',
      from: '2026-11-01',
      to: '2026-11-30',
      orderBy: '',
      page: 3,
      view: 'table',
    });
    expect(read('entity=teams&type=video&from=yesterday&page=-2&view=list')).toMatchObject({
      entity: undefined,
      type: undefined,
      from: undefined,
      page: 1,
      view: 'grid',
    });
  });

  it('writes a clean URL for the defaults and round-trips the rest', () => {
    expect(writeFilesFilters(read('')).toString()).toBe('');
    const search = 'q=label&page=2&entity=sales&type=image&to=2026-12-31&view=table';
    expect(read(writeFilesFilters(read(search)).toString())).toEqual(read(search));
  });

  it('asks GET /api/files for one page, newest first, with the days as a created_at range', () => {
    expect(toFilesQuery(read('page=2'), 24)).toEqual({
      q: undefined,
      entity: undefined,
      type: undefined,
      where: undefined,
      order_by: '-created_at',
      limit: 24,
      offset: 24,
    });
    const query = toFilesQuery(read('q=+box+&type=other&from=2026-11-01&to=2026-11-30&order_by=size'));
    expect(query).toMatchObject({ q: 'box', type: 'other', order_by: 'size', offset: 0 });
    expect(JSON.parse(String(query['where']))).toEqual({ created_at: { gte: '2026-11-01', lte: '2026-11-30' } });
    expect(JSON.parse(String(toFilesQuery(read('from=2026-11-01'))['where']))).toEqual({
      created_at: { gte: '2026-11-01' },
    });
  });
});
