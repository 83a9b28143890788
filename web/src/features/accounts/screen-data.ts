import type { ScreenResource } from '../../lib/screen.ts';

/** What this feature's screens read first; their routes ask for it while the screen's code loads. */
export const ACCOUNT_LIST: ScreenResource = { name: 'accounts', label: 'account', with: 'platform' };
