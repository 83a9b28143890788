import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { registerRequestSchema, type RegisterRequest, type SessionResponse } from '@flipstack/contract';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/forms.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { signInWith } from './session-actions.ts';

export function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<RegisterRequest>({
    initialValues: { name: '', email: '', password: '', team_name: '' },
    validate: schemaResolver(registerRequestSchema, { sync: true }),
    transformValues: (values) => registerRequestSchema.parse(values),
  });

  const onSubmit = form.onSubmit(async (values) => {
    try {
      if (!(await signInWith(() => api.post<SessionResponse>('/register', values)))) {
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
    </AuthLayout>
  );
}
