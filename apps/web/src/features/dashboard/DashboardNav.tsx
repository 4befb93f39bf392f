import { Button, Group, Text } from '@mantine/core';
import { NavLink, useMatch } from 'react-router';
import { useOwner } from './owner-context.ts';

const PAGES = [
  { to: '/dashboard', label: 'Events' },
  { to: '/dashboard/members', label: 'Members' },
  { to: '/dashboard/settings', label: 'Identity settings' },
  { to: '/dashboard/mailbox', label: 'Mailbox' },
];

/** A link to a dashboard page; NavLink marks the current one with aria-current="page". */
function PageLink({ to, label }: { to: string; label: string }) {
  const current = useMatch({ path: to, end: true }) !== null;
  return (
    <Button component={NavLink} to={to} end size="compact-md" variant={current ? 'filled' : 'subtle'}>
      {label}
    </Button>
  );
}

/** The dashboard's pages, which site is open, and the way out. */
export function DashboardNav() {
  const { credentials, signOut } = useOwner();
  return (
    <Group justify="space-between" gap="sm" mb="lg">
      <Group component="nav" aria-label="Dashboard" gap={4}>
        {PAGES.map((page) => (
          <PageLink key={page.to} {...page} />
        ))}
      </Group>
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {credentials.email ?? `Site ${credentials.siteId}`}
        </Text>
        <Button variant="default" size="compact-md" onClick={signOut}>
          Sign out
        </Button>
      </Group>
    </Group>
  );
}
