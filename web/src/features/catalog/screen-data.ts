import type { ScreenResource } from '../../lib/screen.ts';

/** What this feature's screens read first; their routes ask for it while the screen's code loads. */
export const CATEGORY_LIST: ScreenResource = { name: 'categories', label: 'category', with: 'parent' };
