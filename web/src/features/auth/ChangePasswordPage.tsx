import { Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH, type ChangePasswordRequest } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/forms.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { MicrosoftAccountPanel } from './microsoft/MicrosoftAccountPanel.tsx';
import { changePasswordFormSchema, type ChangePasswordForm } from './password-schemas.ts';
import { SetPasswordForm } from './SetPasswordForm.tsx';

/** The account screen: the password (set a first one when signing in with Microsoft only) and the Microsoft link. */
export function ChangePasswordPage() {
  // A user stored before has_password existed has a password.
  const hasPassword = useSession((session) => session.user?.has_password !== false);
  return (
    <Container size={480} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{hasPassword ? 'Change password' : 'Set a password'}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {`Your new password needs at least ${PASSWORD_MIN_LENGTH} characters.`}
          </Text>
        </div>
        <Paper withBorder p="xl">
          {hasPassword ? <ChangePasswordFields /> : <SetPasswordForm />}
        </Paper>
        <MicrosoftAccountPanel />
      </Stack>
    </Container>
  );
}

function ChangePasswordFields() {
  const form = useForm<ChangePasswordForm>({
    initialValues: { current_password: '', password: '', confirm_password: '' },
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(async ({ current_password, password }) => {
    try {
      const body: ChangePasswordRequest = { current_password, password };
      notify.success((await api.call('POST /change-password', { body })).message);
      form.reset();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notify.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" w="fit-content" loading={form.submitting}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
