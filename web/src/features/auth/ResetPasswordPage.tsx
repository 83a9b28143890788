import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ResetPasswordRequest } from '@flipstack/contract';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/forms.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { resetPasswordFormSchema, type ResetPasswordForm } from './password-schemas.ts';

export function ResetPasswordPage({ token = '' }: { token?: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', confirm_password: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const body: ResetPasswordRequest = { token, password };
      const { message } = await api.call('POST /reset-password', { body });
      notify.success(message);
      await navigate('/login', { replace: true });
    } catch (error) {
      applyFieldErrors(form, error);
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthLayout
      title="Reset password"
      description="Choose a new password for your account."
      footer={
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      }
    >
      {failure && (
        <Alert color="red" role="alert" title="Password not changed">
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            autoFocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirm_password')}
          />
          <Button type="submit" fullWidth loading={form.submitting}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
