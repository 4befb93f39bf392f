import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentMember, useMemberSession } from '@tessera/react';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { identityErrorMessage } from './identity-errors.ts';
import { useMemberAuth } from './member-auth.ts';
import { logOut } from '../../app/member-session.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';

type Presence = 'member' | 'checking' | 'visitor';

/** The member's account: profile, two-step verification and log out. */
export function AccountPage() {
  usePageTitle('Your account');
  const auth = useMemberAuth();
  const { loggedIn } = useMemberSession();
  const [tried, setTried] = useState(false);
  const presence: Presence = loggedIn ? 'member' : tried ? 'visitor' : 'checking';

  // No member tokens here: the browser may still be logged in from the hosted login (silent login).
  useEffect(() => {
    if (loggedIn || tried) return;
    let live = true;
    // Signed in: the session re-renders this page as the member's.
    void auth
      .silentLogin()
      .catch(() => false)
      .finally(() => live && setTried(true));
    return () => {
      live = false;
    };
  }, [auth, loggedIn, tried]);

  const me = useCurrentMember();

  if (presence !== 'member') {
    return (
      <Paper withBorder p="xl" maw={520} mx="auto" my="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            Your account
          </Title>
          {presence === 'checking' ? (
            <Group gap="sm">
              <Loader size="sm" aria-hidden />
              <Text role="status">Checking whether you are logged in…</Text>
            </Group>
          ) : (
            <>
              <Text>You are not logged in.</Text>
              <Group gap="sm">
                <Button component={Link} to="/login?next=/account">
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

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Your account</Title>
          {me.data && (
            <Text c="dimmed" size="sm">
              {me.data.loginEmail}
            </Text>
          )}
        </div>
        <Button variant="default" onClick={() => void logOut(auth)}>
          Log out
        </Button>
      </Group>
      {me.isPending && <Loader aria-label="Loading your account" />}
      {me.error && (
        <Alert color="red" variant="light" title="Your account could not be loaded">
          {identityErrorMessage(me.error)}{' '}
          <Anchor component="button" type="button" onClick={() => void logOut(auth)}>
            Log in again
          </Anchor>
        </Alert>
      )}
      <Group gap="md" component="nav" aria-label="Your events">
        <Anchor component={Link} to="/account/rsvps" fw={500}>
          My RSVPs
        </Anchor>
        <Anchor component={Link} to="/account/tickets" fw={500}>
          My tickets
        </Anchor>
      </Group>
      {me.data && <ProfileForm member={me.data} />}
      {me.data && <TwoStepSection />}
    </Stack>
  );
}
