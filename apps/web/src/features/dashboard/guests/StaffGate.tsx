import type { ReactNode } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useStaffAccess } from '@tessera/react';
import type { StaffScope } from '@tessera/sdk/staff';
import { LoadFailure } from '../LoadFailure.tsx';
import { useMemberPresence } from './useMemberPresence.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="xl" maw={520} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A staff page for a logged-in member whose staff access holds `scope`: log in first, then the
 * server says what the member may do (AccessStaffMember), and only then the page shows.
 */
export function StaffGate({
  title,
  scope,
  next,
  children,
}: {
  title: string;
  scope: StaffScope;
  /** Where the login comes back to. */
  next: string;
  children: ReactNode;
}) {
  const presence = useMemberPresence();
  const access = useStaffAccess(presence === 'member');
  if (presence === 'checking' || (presence === 'member' && access.isPending)) {
    return (
      <Card title={title}>
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text role="status">Checking your access…</Text>
        </Group>
      </Card>
    );
  }
  if (presence === 'visitor') {
    return (
      <Card title={title}>
        <Text>Log in with the email the site owner invited to check guests in.</Text>
        <Group>
          <Button component={Link} to={`/login?next=${encodeURIComponent(next)}`}>
            Log in
          </Button>
        </Group>
      </Card>
    );
  }
  if (access.error) {
    return (
      <Card title={title}>
        <LoadFailure what="Your access" error={access.error} onRetry={() => void access.refetch()} />
      </Card>
    );
  }
  if (!access.data?.scopes.includes(scope)) {
    const paused = access.data?.access === 'ACCESS_PAUSED';
    return (
      <Card title={title}>
        <Text>
          {paused
            ? 'Your staff access is paused. Ask the site owner to resume it.'
            : 'Your account cannot check guests in. Ask the site owner to invite you with “Check in guests”.'}
        </Text>
      </Card>
    );
  }
  return children;
}
