import type { Params } from 'react-router';
import { prefetchQuietly } from './query-client.ts';
import { readListState } from './list-url.ts';
import { pageQuery } from './page-marks.ts';
import { listQuery, oneQuery } from './resources.ts';
import type { Screen, ScreenResource } from './screen.ts';

export const countQuery = (resource: ScreenResource) => listQuery(resource, { limit: 1 });

/** The Index's counts (GET /api/v2/{name}?limit=1, its `total`). */
export const prefetchCounts = (resources: ScreenResource[]): void => {
  for (const resource of resources) prefetchQuietly(countQuery(resource));
};

/** The first page of the list, or the record, the screen at `url` will ask for, started while its code loads. */
export function prefetchLoads(loads: NonNullable<Screen['loads']>, url: URL, params: Params): void {
  if ('list' in loads) {
    const { list } = loads;
    prefetchQuietly(listQuery(list, pageQuery(list.name, readListState(url.searchParams), { with: list.with })));
  } else if (params['id']) {
    prefetchQuietly(oneQuery(loads.record, params['id'], loads.record.with));
  }
}
