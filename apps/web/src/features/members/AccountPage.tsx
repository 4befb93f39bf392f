import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentMember } from '@tessera/react';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { MemberGate } from '../../shared/MemberGate.tsx';
import { identityErrorMessage } from './identity-errors.ts';
import { useMemberAuth } from './member-auth.ts';
import { logOut } from '../../app/member-session.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileVisibilitySection } from './ProfileVisibilitySection.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';

/** The member's account: profile, visibility, two-step verification, log out and deleting it. */
export function AccountPage() {
  usePageTitle('Your account');
  return (
    <MemberGate title="Your account" path="/account" visitorMessage="You are not logged in.">
      <Account />
    </MemberGate>
  );
}

function Account() {
  const [deleted, setDeleted] = useState(false);
  // Once deleted, nothing here reads the member again (their token no longer works) while the
  // browser leaves for the home page.
  if (deleted) {
    return (
      <Stack gap="md" maw={640} mx="auto" role="status">
        <Title order={1}>Your account was deleted</Title>
        <Loader aria-label="Logging you out" />
      </Stack>
    );
  }
  return <AccountDetails onDeleted={() => setDeleted(true)} />;
}

function AccountDetails({ onDeleted }: { onDeleted: () => void }) {
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
      {me.data && <ProfileVisibilitySection member={me.data} />}
      {me.data && <TwoStepSection />}
      {me.data && <DeleteAccountSection onDeleted={onDeleted} />}
    </Stack>
  );
}
