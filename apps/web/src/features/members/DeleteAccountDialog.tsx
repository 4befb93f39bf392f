import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { identityErrorMessage } from './identity-errors.ts';
import { FormError } from '../../shared/forms/FormError.tsx';

interface Props {
  opened: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Asks before the member's account is deleted (the dashboard's ConfirmDialog, kept open while the
 * call runs so a failure is said here). The safe answer has the focus: Enter never deletes.
 */
export function DeleteAccountDialog({ opened, pending, error, onClose, onConfirm }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Delete your account?"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Text size="sm">
          Your profile and your log-in are removed, and you are logged out on every device. This cannot be
          undone: to come back, you would sign up again.
        </Text>
        <FormError>{error ? identityErrorMessage(error) : null}</FormError>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep my account
          </Button>
          {/* red 9: white on red 8 falls just short of 4.5:1. */}
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            Delete my account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
