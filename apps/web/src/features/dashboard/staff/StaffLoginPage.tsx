import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useRedeemStaffLoginLink, useTesseraClient } from '@tessera/react';
import { ValidationError, type MemberOAuthStrategy } from '@tessera/sdk';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { finishAtCallback, startSiteLogin } from '../../../app/member-session.ts';
import { errorMessage } from '../error-message.ts';

/**
 * The one-time code of a staff login link (`/staff/login#loginCode=…`). The fragment is dropped from
 * the address bar (and so from this history entry) before anything else happens.
 */
function takeLoginCode(): string | null {
  const code = new URLSearchParams(window.location.hash.slice(1)).get('loginCode');
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  return code;
}

const linkSpent = (error: unknown) => error instanceof ValidationError;

/**
 * `/staff/login`: the owner's single-use login link for a staff member. The page redeems the link's
 * code by POST for a member session token, then finishes like the site's own login: its authorize
 * request, and the token posted as a form to the callback — the token is never in a URL.
 */
export function StaffLoginPage() {
  usePageTitle('Staff login');
  const auth = useTesseraClient().auth as MemberOAuthStrategy;
  const redeem = useRedeemStaffLoginLink();
  const [code] = useState(takeLoginCode);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // The code works once (StrictMode runs effects twice).
    if (!code || started.current) return;
    started.current = true;
    (async () => {
      const sessionToken = await redeem.mutateAsync(code);
      finishAtCallback(await startSiteLogin(auth, '/check-in'), sessionToken);
    })().catch((error: unknown) =>
      setFailure(
        linkSpent(error)
          ? 'This login link was already used, was replaced by a newer one, or has expired. Ask the site owner for a new one, or log in with your email.'
          : errorMessage(error),
      ),
    );
  }, [auth, code, redeem]);
  return (
    <Paper withBorder p="xl" maw={520} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Staff login
        </Title>
        {code && !failure ? (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text role="status">Logging you in…</Text>
          </Group>
        ) : (
          <>
            <Alert color="red" variant="light" title="This login link does not work">
              {failure ??
                'The link is incomplete. Ask the site owner for a new one, or log in with your email.'}
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
