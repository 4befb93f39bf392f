import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Loader, PasswordInput, Stack } from '@mantine/core';
import { ApplicationError, TesseraApiError } from '@tessera/sdk';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { identityErrorMessage } from './identity-errors.ts';
import { useMemberAuth } from './member-auth.ts';
import { PASSWORD_RULE } from './password-rule.ts';
import { FormError } from '../../shared/forms/FormError.tsx';

/** The server's answer to a link that was used (links are good once) or has expired. */
const isSpentLink = (error: unknown) =>
  error instanceof TesseraApiError && error.code === 'RECOVERY_TOKEN_NOT_FOUND';

type Outcome = 'checking' | 'form' | 'done' | 'spent';

/** The recovery (or activation) email's link: `/account/recover?recoveryToken=…`. */
export function ResetPasswordPage() {
  const auth = useMemberAuth();
  const [params] = useSearchParams();
  const token = params.get('recoveryToken') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'spent');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const mismatch = confirm.length > 0 && confirm !== password ? 'The passwords differ' : undefined;

  // Ask first (without using the link up) whether the link still works, so a used or expired one
  // offers a new link instead of a form that fails after the password was typed. When the server
  // cannot answer, the form shows: its submit gives the same answer.
  useEffect(() => {
    if (!token) return;
    let current = true;
    auth.isRecoveryTokenUsable(token).then(
      (usable) => current && setOutcome((was) => (was === 'checking' ? (usable ? 'form' : 'spent') : was)),
      () => current && setOutcome((was) => (was === 'checking' ? 'form' : was)),
    );
    return () => {
      current = false;
    };
  }, [auth, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    setPending(true);
    setError(null);
    try {
      await auth.recoverPassword(token, password);
      setOutcome('done');
    } catch (caught) {
      if (isSpentLink(caught) || (caught instanceof ApplicationError && caught.status === 404))
        setOutcome('spent');
      else setError(identityErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  if (outcome === 'spent') {
    return (
      <AuthCard title="This link was used or has expired">
        <Alert color="yellow" variant="light">
          A link to choose a new password works once, for a limited time. Ask for a new one and use the newest
          email.
        </Alert>
        <Button component={Link} to="/forgot-password">
          Send me a new link
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          Go to log in
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      {outcome === 'checking' ? (
        <Stack align="center" py="md" role="status" aria-label="Checking the link">
          <Loader size="sm" />
        </Stack>
      ) : outcome === 'done' ? (
        <Alert color="green" variant="light" role="status">
          Your password was changed. You can log in with it now.
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <FormError>{error}</FormError>
            <PasswordInput
              label="New password"
              description={PASSWORD_RULE}
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
