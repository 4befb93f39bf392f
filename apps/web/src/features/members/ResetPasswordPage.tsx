import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { identityErrorMessage } from './identity-errors.ts';
import { useMemberAuth } from './member-auth.ts';
import { FormError } from '../../shared/forms/FormError.tsx';

/** The recovery (or activation) email's link: `/account/recover?recoveryToken=…`. */
export function ResetPasswordPage() {
  const auth = useMemberAuth();
  const [params] = useSearchParams();
  const token = params.get('recoveryToken') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const mismatch = confirm.length > 0 && confirm !== password ? 'The passwords differ' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    setPending(true);
    setError(null);
    try {
      await auth.recoverPassword(token, password);
      setDone(true);
    } catch (caught) {
      setError(identityErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <Alert color="green" variant="light" role="status">
          Your password was changed. You can log in with it now.
        </Alert>
      ) : !token ? (
        <Alert color="red" variant="light">
          This link has no recovery token. Open the link from the email again.
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <FormError>{error}</FormError>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              required
              error={mismatch}
              value={confirm}
              onChange={(event) => setConfirm(event.currentTarget.value)}
            />
            <Button type="submit" loading={pending}>
              Set password
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        Go to log in
      </Anchor>
    </AuthCard>
  );
}
