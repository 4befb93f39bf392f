// Mantine lives only in the lazily loaded routes under this layout (dashboard, member pages): its
// script and CSS come in this route's chunks, so the visitor's event list and pages stay light.
// The layered CSS (`@layer mantine`) lets the site's own unlayered rules win where both apply.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import { NoticesWithoutQueue } from './NoticesWithoutQueue.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function MantineLayout() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Bottom right: a notice never covers the header's links or the dashboard's "Sign out". */}
      <Notifications position="bottom-right" />
      <NoticesWithoutQueue />
      <Outlet />
    </MantineProvider>
  );
}
