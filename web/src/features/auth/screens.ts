import { NO_HEADER, type Screen } from '../../lib/screen.ts';

export const AUTH_SCREENS: Screen[] = [
  {
    path: '/login',
    title: 'Sign in',
    meta: { ...NO_HEADER, name: 'login' },
    page: async () => (await import('./LoginPage.tsx')).LoginPage,
  },
  {
    path: '/register',
    title: 'Create your account',
    meta: NO_HEADER,
    page: async () => (await import('./RegisterPage.tsx')).RegisterPage,
  },
  {
    path: '/forgot-password',
    title: 'Forgot password',
    meta: NO_HEADER,
    page: async () => (await import('./ForgotPasswordPage.tsx')).ForgotPasswordPage,
  },
  {
    path: '/reset-password/:token',
    title: 'Reset password',
    meta: NO_HEADER,
    page: async () => (await import('./ResetPasswordPage.tsx')).ResetPasswordPage,
  },
];

/** Its help lives in the guide's opening page, without an icon. */
export const CHANGE_PASSWORD_SCREEN: Screen = {
  path: '/change-password',
  title: 'Change password',
  page: async () => (await import('./ChangePasswordPage.tsx')).ChangePasswordPage,
};
