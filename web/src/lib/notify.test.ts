import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  UserCancelledError,
  deleteConfirmMessage,
  loginFailedMessage,
  notify,
  resourceErrorMessage,
  resourceSuccessMessage,
} from './notify.ts';

const shown = () => notificationsStore.getState().notifications;

describe('the message catalogue (spec section 8)', () => {
  it('holds the fixed messages word for word', () => {
    expect(MESSAGES).toMatchObject({
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
      assistantConnectionFailed: 'Failed to connect to assistant.',
    });
  });

  it('builds the generic resource messages', () => {
    expect(resourceErrorMessage('fetching', 'sales', 'Server down')).toBe('Error fetching sales: Server down');
    expect(resourceErrorMessage('deleting', 'brand', 'In use')).toBe('Error deleting brand: In use');
    expect(resourceSuccessMessage('Brand', 'created')).toBe('Brand created successfully');
    expect(resourceSuccessMessage('Sale', 'deleted')).toBe('Sale deleted successfully');
    expect(deleteConfirmMessage('brand')).toBe('Are you sure you want to delete this brand?');
    expect(new UserCancelledError().message).toBe('User cancelled the action');
  });

  it('uses the server message for a failed login, else "Login failed"', () => {
    expect(loginFailedMessage('Invalid email or password.')).toBe('Invalid email or password.');
    expect(loginFailedMessage(undefined)).toBe('Login failed');
    expect(loginFailedMessage('')).toBe('Login failed');
  });
});

describe('toasts', () => {
  it('puts the sign-in messages at bottom-center and the others at the default place', () => {
    notify.loginSuccess();
    notify.loginFailed('Too many attempts');
    notify.logout();
    notify.resourceError('updating', 'sale', new Error('Conflict'));
    expect(shown().map(({ message, position }) => ({ message, position }))).toEqual([
      { message: 'You are now logged in.', position: 'bottom-center' },
      { message: 'Too many attempts', position: 'bottom-center' },
      { message: 'You are now logged out.', position: 'bottom-center' },
      { message: 'Error updating sale: Conflict', position: undefined },
    ]);
  });

  it('shows one connection toast however many requests fail at once', () => {
    notify.connectionFailed();
    notify.connectionFailed();
    expect(shown().map((toast) => toast.message)).toEqual([MESSAGES.connectionFailed]);
  });
});
