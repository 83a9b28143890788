import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@flipstack/contract';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/forms.ts';
import { MESSAGES, notify } from '../../lib/notify.ts';

export function ForgotPasswordPage() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<ForgotPasswordRequest>({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordRequestSchema, { sync: true }),
    transformValues: (values) => forgotPasswordRequestSchema.parse(values),
  });

  const onSubmit = form.onSubmit(async (values) => {
    try {
      setSentMessage((await api.call('POST /forgot-password', { body: values })).message);
    } catch (error) {
      applyFieldErrors(form, error);
      notify.error(MESSAGES.forgotPasswordFailed);
    }
  });

  return (
    <AuthLayout
      title="Forgot password"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      }
    >
      {sentMessage ? (
        <Alert color="indigo" role="status" title="Check your email">
          {sentMessage}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" autoFocus {...form.getInputProps('email')} />
            <Button type="submit" fullWidth loading={form.submitting}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
