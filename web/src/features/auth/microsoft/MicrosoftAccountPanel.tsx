import { useCallback, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { api } from '../../../lib/api.ts';
import { errorMessage, notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { checkSession } from '../session-actions.ts';
import { MicrosoftLogo } from './MicrosoftLogo.tsx';
import { useMicrosoftOutcome, useMicrosoftOutcomeToast } from './microsoft-outcome.ts';
import { useMicrosoftSignIn } from './use-server-status.ts';

/** The account screen's Microsoft part: link (a trip to Microsoft and back) or unlink. */
export function MicrosoftAccountPanel() {
  const isOffered = useMicrosoftSignIn();
  const user = useSession((session) => session.user);
  const [isBusy, setBusy] = useState(false);
  const refreshUser = useCallback(() => void checkSession(), []);
  useMicrosoftOutcomeToast(useMicrosoftOutcome(), { onLinked: refreshUser });
  const isLinked = Boolean(user?.microsoft_oid);
  if (!isOffered && !isLinked) return null;

  const link = async () => {
    setBusy(true);
    try {
      // Makes sure the access cookie is fresh (a refresh if needed): the server links the user it names.
      await api.call('GET /auth/me');
      window.location.assign('/api/connect-to-microsoft?link=true');
    } catch (error) {
      setBusy(false);
      notify.error(errorMessage(error));
    }
  };

  const unlink = async () => {
    setBusy(true);
    try {
      notify.success((await api.call('POST /microsoft/unlink', { body: {} })).message);
      await checkSession();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="xl">
      <Stack gap="sm">
        <Group gap="xs">
          <MicrosoftLogo />
          <Title order={2} size="h4">
            Microsoft account
          </Title>
          <Badge color={isLinked ? 'teal' : 'gray'} variant="dot">
            {isLinked ? 'Linked' : 'Not linked'}
          </Badge>
        </Group>
        <Text size="sm">
          {isLinked
            ? 'You can sign in with your Microsoft work or school account.'
            : 'Link your Microsoft work or school account to sign in with it.'}
        </Text>
        {isLinked ? (
          <Button variant="default" w="fit-content" loading={isBusy} onClick={() => void unlink()}>
            Unlink Microsoft account
          </Button>
        ) : (
          <Button variant="default" w="fit-content" loading={isBusy} onClick={() => void link()}>
            Link Microsoft account
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
