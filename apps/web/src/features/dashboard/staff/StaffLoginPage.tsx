import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTesseraClient } from '@tessera/react';
import type { MemberOAuthStrategy } from '@tessera/sdk';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { finishAtCallback, startSiteLogin } from '../../members/index.ts';

/** The session token of a staff login link (`/staff/login#sessionToken=…`), kept out of the URL after reading. */
function takeSessionToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('sessionToken');
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/**
 * `/staff/login`: the owner's login link for a staff member. The link carries a member session
 * token (30 minutes); the site finishes it like any login — its own authorize request, then the
 * callback — and lands on the check-in screen.
 */
export function StaffLoginPage() {
  usePageTitle('Staff login');
  const auth = useTesseraClient().auth as MemberOAuthStrategy;
  const [token] = useState(takeSessionToken);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!token) return;
    startSiteLogin(auth, '/check-in').then(
      (session) => finishAtCallback(session, token),
      () => setFailed(true),
    );
  }, [auth, token]);
  return (
    <Paper withBorder p="xl" maw={520} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Staff login
        </Title>
        {token && !failed ? (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text role="status">Logging you in…</Text>
          </Group>
        ) : (
          <>
            <Alert color="red" variant="light" title="This login link does not work">
              {failed
                ? 'The site could not start the login. Try the link again in a moment.'
                : 'The link is incomplete. Ask the site owner for a new one, or log in with your email.'}
            </Alert>
            <Group>
              <Button component={Link} to="/login?next=/check-in">
                Log in
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
