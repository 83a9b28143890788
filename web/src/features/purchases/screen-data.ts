import type { ScreenResource } from '../../lib/screen.ts';

/** What this feature's screens read first; their routes ask for it while the screen's code loads. */
export const PURCHASE_LIST: ScreenResource = { name: 'purchases', label: 'purchase', with: 'seller' };
export const PURCHASE_RECORD: ScreenResource = { name: 'purchases', label: 'purchase', with: 'items,products' };
