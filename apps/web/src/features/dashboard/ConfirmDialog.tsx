import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface Confirmation {
  title: string;
  message: ReactNode;
  /** Names the action: "Delete event", never "OK". */
  confirmLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  onConfirm: () => void;
}

/**
 * A question before an irreversible action. `ask` opens it; `dialog` goes into the page. The safe
 * answer has the focus, so Enter never destroys anything by accident.
 */
export function useConfirmation(): { ask: (confirmation: Confirmation) => void; dialog: ReactNode } {
  const [open, setOpen] = useState<Confirmation | null>(null);
  const close = () => setOpen(null);
  const dialog = (
    <Modal
      opened={open !== null}
      onClose={close}
      title={open?.title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {open && (
        <Stack gap="lg">
          <Text size="sm">{open.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Go back
            </Button>
            <Button
              // red 9: white on red 8 falls just short of 4.5:1.
              color={open.danger ? 'red.9' : undefined}
              onClick={() => {
                close();
                open.onConfirm();
              }}
            >
              {open.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
  return { ask: setOpen, dialog };
}
