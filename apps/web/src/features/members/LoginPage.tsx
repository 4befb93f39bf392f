import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { useHostedSession } from './hosted-session.ts';
import { LoginStep } from './LoginSteps.tsx';
import { useMemberAuth } from './member-auth.ts';
import { useCredentialsForm } from './useCredentialsForm.ts';
import { CredentialFields } from '../../shared/forms/CredentialFields.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';

/**
 * Member login: the site's own, and the hosted login page of redirect sessions (`?session=…`,
 * README "OAuth and login"): both end at the callback with the member's session token.
 */
export function LoginPage() {
  const auth = useMemberAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { flow, submit, captcha, setCaptcha, error, pending } = useCredentialsForm((captchaTokens) =>
    auth.login({ email, password, captchaTokens }),
  );
  const query = params.toString() ? `?${params.toString()}` : '';
  const hosted = useHostedSession(params.get('session'), params.get('clientId'));

  if (hosted === 'checking') {
    return (
      <AuthCard title="Log in">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text role="status">Opening the log-in…</Text>
        </Group>
      </AuthCard>
    );
  }
  if (hosted === 'expired') {
    return (
      <AuthCard title="This log-in link has expired">
        <Alert color="yellow" variant="light">
          Log-in links work for a short time and only once. Go back to the site you came from and choose “Log
          in” again.
        </Alert>
        <Anchor component={Link} to="/login">
          Log in to this site instead
        </Anchor>
      </AuthCard>
    );
  }

  if (flow.step) {
    return (
      <AuthCard title={flow.step.kind === 'mfa' ? 'Two-step verification' : 'Check your email'}>
        <LoginStep step={flow.step} onAnswer={flow.onAnswer} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Log in" intro={params.get('session') ? 'Log in to continue to the site.' : undefined}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <FormError>{error}</FormError>
          <CredentialFields
            email={email}
            password={password}
            onEmailChange={setEmail}
            onPasswordChange={setPassword}
          />
          {captcha !== null && <CaptchaField value={captcha} onChange={setCaptcha} />}
          <Button type="submit" loading={pending || flow.leaving}>
            Log in
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to={`/forgot-password${query}`} size="sm">
              Forgot password?
            </Anchor>
            <Text size="sm">
              New here?{' '}
              <Anchor component={Link} to={`/signup${query}`}>
                Sign up
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
