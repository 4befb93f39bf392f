import { useState, type ChangeEvent } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { LoginStep } from './LoginSteps.tsx';
import { useMemberAuth } from './member-auth.ts';
import { PASSWORD_RULE } from './password-rule.ts';
import { useCredentialsForm } from './useCredentialsForm.ts';
import { CredentialFields } from '../../shared/forms/CredentialFields.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { NameFields } from '../../shared/forms/NameFields.tsx';

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
          <FormError>{error}</FormError>
          <NameFields
            firstName={values.firstName}
            lastName={values.lastName}
            onFirstNameChange={set('firstName')}
            onLastNameChange={set('lastName')}
          />
          <CredentialFields
            email={values.email}
            password={values.password}
            onEmailChange={(email) => setValues((v) => ({ ...v, email }))}
            onPasswordChange={(password) => setValues((v) => ({ ...v, password }))}
            emailAutoComplete="email"
            passwordAutoComplete="new-password"
            passwordDescription={PASSWORD_RULE}
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
