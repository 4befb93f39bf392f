import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { identityErrorMessage } from './identity-errors.ts';
import { useMemberAuth } from './member-auth.ts';
import { FormError } from '../../shared/forms/FormError.tsx';

export function ForgotPasswordPage() {
  const auth = useMemberAuth();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await auth.sendPasswordResetEmail(email.trim());
      setSent(true);
    } catch (caught) {
      setError(identityErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title="Forgot password" intro="We will email you a link to choose a new password.">
      {sent ? (
        <Alert color="green" variant="light" role="status">
          If {email} belongs to an account, a link to reset its password is on its way.
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <FormError>{error}</FormError>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={pending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        Back to log in
      </Anchor>
    </AuthCard>
  );
}
