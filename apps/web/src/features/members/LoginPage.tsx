import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { CaptchaField } from './CaptchaField.tsx';
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
