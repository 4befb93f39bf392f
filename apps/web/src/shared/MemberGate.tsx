import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMemberSession, useTesseraClient } from '@tessera/react';
import type { MemberOAuthStrategy } from '@tessera/sdk';

interface MemberGateProps {
  /** The page's heading while nobody is logged in. */
  title: string;
  /** Where the login comes back to. */
  path: string;
  /** What a visitor is told, e.g. "Log in to see your tickets." */
  visitorMessage: string;
  children: ReactNode;
}

/**
 * Shows `children` to a logged-in member; otherwise tries a silent login once (the browser may
 * still be logged in from the hosted login), then offers to log in and come back to `path`.
 * The account page and My tickets / My RSVPs (Mantine layout pages) go through it.
 */
export function MemberGate({ title, path, visitorMessage, children }: MemberGateProps) {
  const auth = useTesseraClient().auth as MemberOAuthStrategy;
  const { loggedIn } = useMemberSession();
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (loggedIn || tried) return;
    let live = true;
    void auth
      .silentLogin()
      .catch(() => false)
      .finally(() => live && setTried(true));
    return () => {
      live = false;
    };
  }, [auth, loggedIn, tried]);

  if (loggedIn) return children;
  return (
    <Paper withBorder p="xl" maw={520} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {!tried ? (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text role="status">Checking whether you are logged in…</Text>
          </Group>
        ) : (
          <>
            <Text>{visitorMessage}</Text>
            <Group gap="sm">
              <Button component={Link} to={`/login?next=${encodeURIComponent(path)}`}>
                Log in
              </Button>
              <Button component={Link} to="/signup" variant="default">
                Sign up
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
