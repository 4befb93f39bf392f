import { Anchor, Group } from '@mantine/core';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/account', label: 'Account' },
  { to: '/account/rsvps', label: 'My RSVPs' },
  { to: '/account/tickets', label: 'My tickets' },
];

/** The member's account pages, one link each (the current one marked for assistive technology). */
export function AccountTabs() {
  return (
    <nav aria-label="Your account">
      <Group gap="md">
        {LINKS.map((link) => (
          <Anchor key={link.to} component={NavLink} to={link.to} end fw={500}>
            {link.label}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
