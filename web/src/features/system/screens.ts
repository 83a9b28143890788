import { NO_HEADER, type Screen } from '../../lib/screen.ts';

export const SYSTEM_SCREENS: Screen[] = [
  {
    path: '/splash',
    title: 'Welcome',
    meta: NO_HEADER,
    page: async () => (await import('./SplashPage.tsx')).SplashPage,
  },
];
