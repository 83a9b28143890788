import { prefetchQuietly } from '../../lib/query-client.ts';
import type { Params } from 'react-router';
import { prefetchCounts } from '../../lib/screen-data.ts';
import type { ScreenContext } from '../../lib/screen.ts';
import { loadSettings } from '../auth/session-actions.ts';
import { ebayOrdersQuery } from '../ebay/ebay-api.ts';
import { EBAY_ORDER_COUNT } from '../ebay/EbayOrderCount.tsx';
import { filesQuery } from '../files/files-api.ts';
import { FILE_COUNT } from '../files/FileCount.tsx';

/**
 * Everything /index asks for, started by its route while the screen's code loads: each card's count and
 * the tag-number card's settings (which waited for the screen to render, a second round after the first).
 */
export function prefetchIndex(_url: URL, _params: Params, { counted }: ScreenContext): void {
  prefetchCounts(counted);
  prefetchQuietly(filesQuery(FILE_COUNT));
  prefetchQuietly(ebayOrdersQuery(EBAY_ORDER_COUNT));
  // Read anew: the card takes this read (the next tag number moves with every purchase).
  void loadSettings();
}
