import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { useMemberAuth } from './member-auth.ts';
import { identityErrorMessage } from './identity-errors.ts';
import { completeSiteLogin } from '../../app/member-session.ts';

/** Where the site's own login comes back with a code: it becomes the member's tokens. */
export function LoginCallbackPage() {
  const auth = useMemberAuth();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // a code is good once (StrictMode runs effects twice)
    started.current = true;
    completeSiteLogin(auth, window.location.href).then(
      // A full load: the site's client starts again with the member's tokens.
      (next) => window.location.replace(next),
      (caught: unknown) => setError(identityErrorMessage(caught)),
    );
  }, [auth, params]);

  return (
    <AuthCard title="Signing you in">
      {error ? (
        <Stack gap="sm">
          <Alert color="red" variant="light">
            {error}
          </Alert>
          <Anchor component={Link} to="/login">
            Log in again
          </Anchor>
        </Stack>
      ) : (
        <Loader aria-label="Signing in" />
      )}
    </AuthCard>
  );
}
