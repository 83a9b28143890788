import type { ScreenResource } from '../../lib/screen.ts';

/** What this feature's screens read first; their routes ask for it while the screen's code loads. */
export const SALE_LIST: ScreenResource = { name: 'sales', label: 'sale', with: 'platform' };
export const SALE_RECORD: ScreenResource = { name: 'sales', label: 'sale', with: 'items' };
