import { notifications, type NotificationData } from '@mantine/notifications';

/** The spec's message catalogue (section 8), word for word. */
export const MESSAGES = {
  loginFailed: 'Login failed',
  loginSuccess: 'You are now logged in.',
  logout: 'You are now logged out.',
  refreshFailed: 'Failed to refresh session. Please log in again.',
  userCancelled: 'User cancelled the action',
  forgotPasswordFailed: 'Unable to request password reset',
  connectionFailed: 'Could not connect to server. Please try again later.',
  textToSpeechFailed: 'Unable to generate text to speech',
  transcribeFailed: 'Unable to transcribe audio',
  createChatFailed: 'Unable to create chat',
  downloadFileFailed: 'Error downloading file',
  uploadFileFailed: 'Error uploading file',
  deleteFileFailed: 'Error deleting file',
  fetchFilesFailed: 'Error fetching files',
  fetchInventoryFailed: 'Error fetching inventory',
  fetchInventoryTrackingFailed: 'Error fetching inventory tracking',
  fetchAnalyticsFailed: 'Error fetching analytics',
  fetchSalesAnalyticsFailed: 'Error fetching sales analytics',
  fetchEbayListingsFailed: 'Error fetching eBay listings',
  /** Not in the spec's catalogue: the profit and loss report came later, worded as its siblings. */
  fetchReportFailed: 'Error fetching profit and loss',
  fetchTaxYearFailed: 'Error fetching tax year',
  /** Logged only, never shown (spec section 8). */
  assistantConnectionFailed: 'Failed to connect to assistant.',
} as const;

export type ResourceAction = 'fetching' | 'creating' | 'updating' | 'deleting';
export type ResourceOutcome = 'created' | 'updated' | 'deleted';

export const loginFailedMessage = (serverMessage?: string | null): string => serverMessage || MESSAGES.loginFailed;
export const resourceErrorMessage = (action: ResourceAction, resource: string, message: string): string =>
  `Error ${action} ${resource}: ${message}`;
export const resourceSuccessMessage = (resource: string, outcome: ResourceOutcome): string =>
  `${resource} ${outcome} successfully`;
/** The browser confirmation before DELETE /v2/{resource}/{id} (spec section 7). */
export const deleteConfirmMessage = (resource: string): string => `Are you sure you want to delete this ${resource}?`;

/** Thrown when the user declines a delete confirmation. */
export class UserCancelledError extends Error {
  constructor() {
    super(MESSAGES.userCancelled);
    this.name = 'UserCancelledError';
  }
}

/** The server's message when there is one, else the error's own. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** Sign-in messages sit bottom-center (spec section 9); every other toast uses the default position. */
export const SIGN_IN_POSITION = 'bottom-center';
export const TOAST_AUTO_CLOSE_MS = 2500;

const isReported = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { isReported?: unknown }).isReported === true;

type ToastOptions = Partial<NotificationData>;

const show = (color: string, message: string, options: ToastOptions = {}) =>
  notifications.show({ color, message, closeButtonProps: { 'aria-label': 'Dismiss notification' }, ...options });

export const notify = {
  success: (message: string, options?: ToastOptions) => show('teal', message, options),
  error: (message: string, options?: ToastOptions) => show('red', message, options),
  /** A server `warning` in a response; answers the toast's id. */
  warning: (message: string, options?: ToastOptions) => show('yellow', message, options),
  hide: (id: string) => notifications.hide(id),

  loginSuccess: () => show('teal', MESSAGES.loginSuccess, { position: SIGN_IN_POSITION }),
  loginFailed: (serverMessage?: string | null) =>
    show('red', loginFailedMessage(serverMessage), { position: SIGN_IN_POSITION }),
  logout: () => show('teal', MESSAGES.logout, { position: SIGN_IN_POSITION }),
  // Fixed ids: concurrent failures show one toast, not one per request.
  refreshFailed: () => show('red', MESSAGES.refreshFailed, { id: 'session-refresh-failed' }),
  connectionFailed: () => show('red', MESSAGES.connectionFailed, { id: 'connection-failed' }),

  /** Skips errors the API client already reported (connection failure, ended session). */
  resourceError: (action: ResourceAction, resource: string, error: unknown) => {
    if (isReported(error)) return;
    show('red', resourceErrorMessage(action, resource, errorMessage(error)));
  },
  resourceSuccess: (resource: string, outcome: ResourceOutcome) =>
    show('teal', resourceSuccessMessage(resource, outcome)),
};
