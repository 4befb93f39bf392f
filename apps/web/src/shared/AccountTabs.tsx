import { Anchor, Group } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';

const LINKS = [
  { to: '/account', label: 'Account' },
  { to: '/account/orders', label: 'My orders' },
  { to: '/account/rsvps', label: 'My RSVPs' },
  { to: '/account/tickets', label: 'My tickets' },
];

/**
 * The member's account pages, one link each; the current one underlined and marked for assistive
 * technology (NavLink's aria-current). Shared: the events' pages (My RSVPs, My tickets) and the
 * store's (My orders) show it.
 */
export function AccountTabs() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Your account">
      <Group gap="md">
        {LINKS.map((link) => (
          <Anchor
            key={link.to}
            component={NavLink}
            to={link.to}
            end
            fw={pathname === link.to ? 700 : 500}
            underline={pathname === link.to ? 'always' : 'hover'}
          >
            {link.label}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
