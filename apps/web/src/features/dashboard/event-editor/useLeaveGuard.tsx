import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Asks before unsaved changes are lost: a link or Back inside the app opens a dialog (react-router's
 * blocker), closing or reloading the tab gets the browser's own question (`beforeunload`).
 * `isDirty` is read when the navigation happens, so a save that navigates at once (a new event
 * opening as itself) is not stopped by changes it has just saved.
 */
export function useLeaveGuard(dirty: boolean, isDirty: () => boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older browsers ask only when this is set
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Text size="sm">This event has changes that are not saved. If you leave now, they are lost.</Text>
        <Group justify="flex-end" gap="sm">
          {/* The safe answer has the focus, as in every question the dashboard asks. */}
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay and keep editing
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
