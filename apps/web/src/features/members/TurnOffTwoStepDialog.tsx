import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { ApplicationError } from '@tessera/sdk';
import { identityErrorMessage } from './identity-errors.ts';
import { FormError } from '../../shared/forms/FormError.tsx';

/**
 * The removal's own wording: here -19976 is the member's password, not "email or password", and
 * -19973 means the account never had one (signed on by the site owner).
 */
export function turnOffErrorMessage(error: unknown): string {
  if (error instanceof ApplicationError && error.code === '-19976')
    return 'That password is not right. Check it and try again.';
  if (error instanceof ApplicationError && error.code === '-19973')
    return 'Your account has no password yet. Choose one with “Forgot password?” on the log-in page, then come back to turn this off.';
  return identityErrorMessage(error);
}

interface Props {
  opened: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (password: string) => void;
}

/**
 * Asks before the authenticator app is turned off: says what that changes and takes the current
 * password (the server checks it; a session left open is not enough to weaken the login).
 */
export function TurnOffTwoStepDialog({ opened, pending, error, onClose, onConfirm }: Props) {
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onConfirm(password);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Turn off the authenticator app?"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            Logging in will ask only for your password: anyone who learns it can get into your account. To use
            an authenticator app again later, you will set it up from the start.
          </Text>
          <FormError>{error ? turnOffErrorMessage(error) : null}</FormError>
          <PasswordInput
            label="Your password"
            description="To make sure it is you."
            autoComplete="current-password"
            required
            data-autofocus
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep it on
            </Button>
            {/* red 9: white on red 8 falls just short of 4.5:1. */}
            <Button type="submit" color="red.9" loading={pending}>
              Turn off
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
