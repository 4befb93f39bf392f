import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentMember } from '@tessera/react';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { MemberGate } from '../../shared/MemberGate.tsx';
import { identityErrorMessage } from './identity-errors.ts';
import { useMemberAuth } from './member-auth.ts';
import { logOut } from '../../app/member-session.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';

/** The member's account: profile, two-step verification and log out. */
export function AccountPage() {
  usePageTitle('Your account');
  return (
    <MemberGate title="Your account" path="/account" visitorMessage="You are not logged in.">
      <Account />
    </MemberGate>
  );
}

function Account() {
  const auth = useMemberAuth();
  const me = useCurrentMember();

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
      <Group gap="md" component="nav" aria-label="Your events and orders">
        <Anchor component={Link} to="/account/rsvps" fw={500}>
          My RSVPs
        </Anchor>
        <Anchor component={Link} to="/account/tickets" fw={500}>
          My tickets
        </Anchor>
        <Anchor component={Link} to="/account/orders" fw={500}>
          My orders
        </Anchor>
      </Group>
      {me.data && <ProfileForm member={me.data} />}
      {me.data && <TwoStepSection />}
    </Stack>
  );
}
