import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useJoinStaff } from '@tessera/react';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { errorMessage } from '../error-message.ts';
import { useMemberPresence } from '../guests/useMemberPresence.ts';

const joinTokenOf = (hash: string) => new URLSearchParams(hash.slice(1)).get('joinToken');

/**
 * `/staff/join#joinToken=…`: the invitation link. The invited person logs in (or signs up) as a
 * member of the site, then accepts; the token works once.
 */
export function StaffJoinPage() {
  usePageTitle('Join the staff');
  const [token] = useState(() => joinTokenOf(window.location.hash));
  const presence = useMemberPresence();
  const join = useJoinStaff();
  const here = `/staff/join${window.location.hash}`;
  return (
    <Paper withBorder p="xl" maw={520} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Join the staff
        </Title>
        {!token ? (
          <Alert color="red" variant="light" title="This invitation link is incomplete">
            Open the link from the invitation again, or ask the site owner for a new one.
          </Alert>
        ) : join.isSuccess ? (
          <>
            <Text role="status">You joined the staff of this site.</Text>
            {join.data.scopes.includes('CHECK_IN_GUESTS') && (
              <Group>
                <Button component={Link} to="/check-in">
                  Go to check-in
                </Button>
              </Group>
            )}
          </>
        ) : presence === 'member' ? (
          <>
            <Text>You were invited to help run this site&apos;s events.</Text>
            {join.error && (
              <Alert color="red" variant="light" title="You could not join">
                {errorMessage(join.error)}
              </Alert>
            )}
            <Group>
              <Button loading={join.isPending} onClick={() => join.mutate(token)}>
                Accept the invitation
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>Log in, or sign up with the email the invitation was sent to, to accept it.</Text>
            <Group>
              <Button
                component={Link}
                to={`/login?next=${encodeURIComponent(here)}`}
                disabled={presence === 'checking'}
              >
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
