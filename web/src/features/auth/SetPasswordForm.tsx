import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { SetPasswordRequest } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/forms.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { resetPasswordFormSchema, type ResetPasswordForm } from './password-schemas.ts';
import { checkSession } from './session-actions.ts';

/** A first password for a user who signs in with Microsoft only. */
export function SetPasswordForm() {
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', confirm_password: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(async ({ password }) => {
    try {
      const body: SetPasswordRequest = { password };
      notify.success((await api.call('POST /set-password', { body })).message);
      await checkSession();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notify.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">You sign in with Microsoft. Set a password to sign in with your email too.</Text>
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" w="fit-content" loading={form.submitting}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
