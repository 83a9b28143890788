import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { registerRequestSchema, type RegisterRequest } from '@flipstack/contract';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/forms.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { enterSession } from './session-actions.ts';

export function RegisterPage() {
  const navigate = useNavigate();
  const [mailedMessage, setMailedMessage] = useState<string | null>(null);
  const form = useForm<RegisterRequest>({
    initialValues: { name: '', email: '', password: '', team_name: '' },
    validate: schemaResolver(registerRequestSchema, { sync: true }),
    transformValues: (values) => registerRequestSchema.parse(values),
  });

  const onSubmit = form.onSubmit(async (values) => {
    try {
      const answer = await api.call('POST /register', { body: values });
      // An address that has an account is not signed in: its owner gets a mail saying what to do.
      if ('message' in answer) {
        setMailedMessage(answer.message);
        return;
      }
      if (!(await enterSession(answer))) {
        notify.loginFailed();
        return;
      }
      notify.loginSuccess();
      await navigate('/', { replace: true });
    } catch (error) {
      if (!applyFieldErrors(form, error)) notify.error(errorMessage(error));
    }
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Your account comes with a team; invite others to it later."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </>
      }
    >
      {mailedMessage ? (
        <Alert color="indigo" role="status" title="Check your email">
          {mailedMessage}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput label="Name" autoComplete="name" autoFocus {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
            <TextInput label="Team name" autoComplete="organization" {...form.getInputProps('team_name')} />
            <Button type="submit" fullWidth loading={form.submitting}>
              Create account
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
