import { Alert, Button, Divider } from '@mantine/core';
import { MICROSOFT_OUTCOMES, safeRedirect } from '@flipstack/contract';
import { MicrosoftLogo } from './MicrosoftLogo.tsx';
import { isAccountOutcome, useMicrosoftOutcome, useMicrosoftOutcomeToast } from './microsoft-outcome.ts';
import { useMicrosoftSignIn } from './use-server-status.ts';

/**
 * What the last Microsoft sign-in came back with: an account problem stays as an alert, the
 * provider's errors are a toast.
 */
export function MicrosoftOutcomeAlert() {
  const outcome = useMicrosoftOutcome();
  useMicrosoftOutcomeToast(outcome);
  if (!isAccountOutcome(outcome)) return null;
  return (
    <Alert color="yellow" role="alert">
      {MICROSOFT_OUTCOMES[outcome]}
    </Alert>
  );
}

type MicrosoftSignInButtonProps = { remember: boolean; redirect: string | null };

/** "Sign in with Microsoft", shown only when the server has it configured: a navigation, not a fetch. */
export function MicrosoftSignInButton({ remember, redirect }: MicrosoftSignInButtonProps) {
  const isOffered = useMicrosoftSignIn();
  if (!isOffered) return null;
  const query = new URLSearchParams({ remember: String(remember), redirect: safeRedirect(redirect) });
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Button
        component="a"
        href={`/api/connect-to-microsoft?${query.toString()}`}
        variant="default"
        fullWidth
        leftSection={<MicrosoftLogo />}
      >
        Sign in with Microsoft
      </Button>
    </>
  );
}
