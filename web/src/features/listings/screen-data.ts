import type { ScreenResource } from '../../lib/screen.ts';

/** What this feature's screens read first; their routes ask for it while the screen's code loads. */
export const LISTING_LIST: ScreenResource = { name: 'listings', label: 'listing', with: 'platform' };
export const LISTING_RECORD: ScreenResource = { name: 'listings', label: 'listing', with: 'items' };
