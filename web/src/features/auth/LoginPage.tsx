import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginRequestSchema, type LoginRequest } from '@flipstack/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/forms.ts';
import { notify } from '../../lib/notify.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { MicrosoftOutcomeAlert, MicrosoftSignInButton } from './microsoft/MicrosoftSignIn.tsx';
import { signInWith } from './session-actions.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '', remember: false },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
    transformValues: (values) => loginRequestSchema.parse(values),
  });

  const onSubmit = form.onSubmit(async (values) => {
    try {
      if (!(await signInWith(() => api.call('POST /login', { body: values })))) {
        notify.loginFailed();
        return;
      }
      notify.loginSuccess();
      await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      applyFieldErrors(form, error);
      notify.loginFailed(error instanceof ApiError ? error.serverMessage : null);
    }
  });

  return (
    <AuthLayout
      title="Sign in to Flipstack"
      footer={
        <>
          New here?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </>
      }
    >
      <MicrosoftOutcomeAlert />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.getInputProps('remember', { type: 'checkbox' })} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={form.submitting}>
            Sign in
          </Button>
        </Stack>
      </form>
      <MicrosoftSignInButton remember={form.values.remember ?? false} redirect={searchParams.get('redirect')} />
    </AuthLayout>
  );
}
