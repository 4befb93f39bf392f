import { Box, Burger, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation, useMatch } from 'react-router';
import { useOwner } from './owner-context.ts';

/** The store's pages: one "Store" link in the bar, and their own row (or drawer group) within. */
const STORE_PAGES = [
  { to: '/dashboard/products', label: 'Products' },
  { to: '/dashboard/collections', label: 'Collections' },
  { to: '/dashboard/store-orders', label: 'Store orders' },
  { to: '/dashboard/back-in-stock', label: 'Back in stock' },
  { to: '/dashboard/store-settings', label: 'Store settings' },
  { to: '/dashboard/store-tips', label: 'Tips' },
  { to: '/dashboard/store-abandoned-checkouts', label: 'Abandoned checkouts' },
];
const STORE = { to: STORE_PAGES[0]!.to, label: 'Store', section: STORE_PAGES };

const PAGES: { to: string; label: string; section?: typeof STORE_PAGES }[] = [
  { to: '/dashboard', label: 'Events' },
  { to: '/dashboard/orders', label: 'Orders' },
  { to: '/dashboard/guests', label: 'Guests' },
  STORE,
  { to: '/dashboard/members', label: 'Members' },
  { to: '/dashboard/settings', label: 'Identity settings' },
  { to: '/dashboard/site', label: 'Site' },
  { to: '/dashboard/mailbox', label: 'Mailbox' },
  { to: '/dashboard/oauth-clients', label: 'OAuth clients' },
];

/**
 * How a link is current: 'page' on its own page, 'true' below it (a product under Products) or, for
 * a section's link ("Store"), on any page of the section; undefined elsewhere.
 */
function useCurrent(to: string, section?: { to: string }[]): 'page' | 'true' | undefined {
  const exact = useMatch({ path: to, end: true }) !== null;
  const { pathname } = useLocation();
  const within = (path: string) => pathname.startsWith(`${path}/`) || pathname === path;
  if (exact) return 'page';
  if (section ? section.some((page) => within(page.to)) : to !== '/dashboard' && within(to)) return 'true';
  return undefined;
}

/** A link to a dashboard page, filled when current (aria-current says how). */
function PageLink({
  to,
  label,
  section,
  onClick,
  wide,
  size = 'compact-md',
  currentVariant = 'filled',
}: {
  to: string;
  label: string;
  section?: { to: string }[];
  onClick?: () => void;
  wide?: boolean;
  size?: string;
  currentVariant?: string;
}) {
  const current = useCurrent(to, section);
  return (
    <Button
      component={Link}
      to={to}
      size={size}
      variant={current ? currentVariant : 'subtle'}
      onClick={onClick}
      fullWidth={wide}
      justify={wide ? 'flex-start' : undefined}
      aria-current={current}
    >
      {label}
    </Button>
  );
}

/** The store's own row under the bar, on its pages only (desktop; phones have the drawer). */
function StoreNav() {
  return (
    <Group component="nav" aria-label="Store" gap={4} wrap="wrap" visibleFrom="md" mt="xs" mb="lg">
      {STORE_PAGES.map((page) => (
        <PageLink key={page.to} {...page} size="compact-sm" currentVariant="light" />
      ))}
    </Group>
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
  const inStore = useCurrent(STORE.to, STORE.section) !== undefined;
  return (
    <>
      <Group justify="space-between" gap="sm" mb={inStore ? { base: 'lg', md: 0 } : 'lg'} wrap="nowrap">
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
              {PAGES.map((page) =>
                page.section ? (
                  <Stack key={page.to} gap={2} component="section" aria-label={page.label}>
                    <Text size="sm" fw={600} px="xs" pt={4}>
                      {page.label}
                    </Text>
                    {page.section.map((sub) => (
                      <Box key={sub.to} pl="md">
                        <PageLink {...sub} onClick={menu.close} wide />
                      </Box>
                    ))}
                  </Stack>
                ) : (
                  <PageLink key={page.to} {...page} onClick={menu.close} wide />
                ),
              )}
            </Stack>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Signed in as {who}
            </Text>
          </Stack>
        </Drawer>
      </Group>
      {inStore && <StoreNav />}
    </>
  );
}
