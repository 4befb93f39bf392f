import { Burger, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, useMatch } from 'react-router';
import { useOwner } from './owner-context.ts';

const PAGES = [
  { to: '/dashboard', label: 'Events' },
  { to: '/dashboard/orders', label: 'Orders' },
  { to: '/dashboard/guests', label: 'Guests' },
  { to: '/dashboard/products', label: 'Products' },
  { to: '/dashboard/store-orders', label: 'Store orders' },
  { to: '/dashboard/store-settings', label: 'Store settings' },
  { to: '/dashboard/members', label: 'Members' },
  { to: '/dashboard/settings', label: 'Identity settings' },
  { to: '/dashboard/site', label: 'Site' },
  { to: '/dashboard/mailbox', label: 'Mailbox' },
  { to: '/dashboard/oauth-clients', label: 'OAuth clients' },
];

/** A link to a dashboard page; NavLink marks the current one with aria-current="page". */
function PageLink({
  to,
  label,
  onClick,
  wide,
}: {
  to: string;
  label: string;
  onClick?: () => void;
  wide?: boolean;
}) {
  const current = useMatch({ path: to, end: true }) !== null;
  return (
    <Button
      component={NavLink}
      to={to}
      end
      size="compact-md"
      variant={current ? 'filled' : 'subtle'}
      onClick={onClick}
      fullWidth={wide}
      justify={wide ? 'flex-start' : undefined}
    >
      {label}
    </Button>
  );
}

/**
 * The dashboard's pages, which site is open, and the way out. Below the `md` breakpoint the pages
 * move into a drawer behind a menu button, so the bar stays one line on a phone; above it the links
 * wrap onto a second row rather than widening the page.
 */
export function DashboardNav() {
  const { credentials, signOut } = useOwner();
  const [menuOpen, menu] = useDisclosure(false);
  const who = credentials.email ?? `Site ${credentials.siteId}`;
  return (
    <Group justify="space-between" gap="sm" mb="lg" wrap="nowrap">
      <Burger
        hiddenFrom="md"
        opened={menuOpen}
        onClick={menu.toggle}
        aria-label="Dashboard pages"
        aria-expanded={menuOpen}
        size="sm"
      />
      {/* The events, store and site pages need more than one row at 1280 px: the links wrap. */}
      <Group
        component="nav"
        aria-label="Dashboard"
        gap={4}
        wrap="wrap"
        visibleFrom="md"
        style={{ flex: 1, minWidth: 0 }}
      >
        {PAGES.map((page) => (
          <PageLink key={page.to} {...page} />
        ))}
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" truncate maw={220} visibleFrom="lg">
          {who}
        </Text>
        <Button variant="default" size="compact-md" onClick={signOut} style={{ flexShrink: 0 }}>
          Sign out
        </Button>
      </Group>
      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        title="Dashboard"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Close the menu' }}
      >
        <Stack gap="md">
          <Stack component="nav" aria-label="Dashboard" gap={4}>
            {PAGES.map((page) => (
              <PageLink key={page.to} {...page} onClick={menu.close} wide />
            ))}
          </Stack>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Signed in as {who}
          </Text>
        </Stack>
      </Drawer>
    </Group>
  );
}
