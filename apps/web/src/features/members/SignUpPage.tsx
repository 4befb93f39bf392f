import { useState, type ChangeEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { LoginStep } from './LoginSteps.tsx';
import { useMemberAuth } from './member-auth.ts';
import { useCredentialsForm } from './useCredentialsForm.ts';

export function SignUpPage() {
  const auth = useMemberAuth();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const { flow, submit, captcha, setCaptcha, error, pending } = useCredentialsForm((captchaTokens) =>
    auth.register({
      email: values.email,
      password: values.password,
      profile: { firstName: values.firstName || undefined, lastName: values.lastName || undefined },
      captchaTokens,
    }),
  );
  const query = params.toString() ? `?${params.toString()}` : '';
  const set = (key: keyof typeof values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  if (flow.step) {
    return (
      <AuthCard title={flow.step.kind === 'approval' ? 'Almost there' : 'Check your email'}>
        <LoginStep step={flow.step} onAnswer={flow.onAnswer} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign up">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          <Group grow gap="sm">
            <TextInput
              label="First name"
              autoComplete="given-name"
              value={values.firstName}
              onChange={set('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              value={values.lastName}
              onChange={set('lastName')}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
          />
          {captcha !== null && <CaptchaField value={captcha} onChange={setCaptcha} />}
          <Button type="submit" loading={pending || flow.leaving}>
            Create account
          </Button>
          <Text size="sm">
            Already a member?{' '}
            <Anchor component={Link} to={`/login${query}`}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
