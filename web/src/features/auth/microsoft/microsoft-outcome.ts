import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MICROSOFT_OUTCOMES, isMicrosoftOutcome, type MicrosoftOutcome } from '@flipstack/contract';
import { notify, SIGN_IN_POSITION } from '../../../lib/notify.ts';

/** Outcomes about the account itself: they stay on the sign-in screen as an alert, not a toast that goes. */
const ACCOUNT_OUTCOMES = ['unknown-account', 'email-taken', 'disabled', 'no-team'] as const;
type AccountOutcome = (typeof ACCOUNT_OUTCOMES)[number];

/** The `?microsoft=` outcome the server sent the browser back with, if it names a known one. */
export function useMicrosoftOutcome(): MicrosoftOutcome | null {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('microsoft');
  return isMicrosoftOutcome(outcome) ? outcome : null;
}

export const isAccountOutcome = (outcome: MicrosoftOutcome | null): outcome is AccountOutcome =>
  (ACCOUNT_OUTCOMES as readonly (MicrosoftOutcome | null)[]).includes(outcome);

/** Toasts an outcome once (a fixed id: React's double effects show it once); `linked` is good news. */
export function useMicrosoftOutcomeToast(outcome: MicrosoftOutcome | null, options: { onLinked?: () => void } = {}) {
  const { onLinked } = options;
  useEffect(() => {
    if (outcome === null || isAccountOutcome(outcome)) return;
    const message = MICROSOFT_OUTCOMES[outcome];
    const toast = { id: `microsoft-${outcome}`, position: SIGN_IN_POSITION } as const;
    if (outcome === 'linked') {
      notify.success(message, toast);
      onLinked?.();
    } else {
      notify.error(message, toast);
    }
  }, [outcome, onLinked]);
}
