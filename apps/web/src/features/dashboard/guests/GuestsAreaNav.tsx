import { Button, Group } from '@mantine/core';
import { NavLink, useMatch } from 'react-router';

const LINKS = [
  { to: '/dashboard/guests', label: 'Guests' },
  { to: '/dashboard/staff', label: 'Staff' },
  { to: '/dashboard/reminders', label: 'Reminders' },
  { to: '/check-in', label: 'Check-in screen' },
];

function AreaLink({ to, label }: { to: string; label: string }) {
  const current = useMatch({ path: to, end: true }) !== null;
  return (
    <Button component={NavLink} to={to} end size="compact-sm" variant={current ? 'light' : 'subtle'}>
      {label}
    </Button>
  );
}

/**
 * The pages about people at events, one entry ("Guests") in the dashboard's bar: the bar keeps to
 * one line with every area's pages, so these link to each other here.
 */
export function GuestsAreaNav() {
  return (
    <Group component="nav" aria-label="Guests and staff" gap={4}>
      {LINKS.map((link) => (
        <AreaLink key={link.to} {...link} />
      ))}
    </Group>
  );
}
