import { useState, type FormEvent } from 'react';
import { Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMfaFactors } from '@tessera/react';
import { identityErrorMessage } from './identity-errors.ts';
import { TurnOffTwoStepDialog } from './TurnOffTwoStepDialog.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';

/**
 * Two-step verification with an authenticator app (TOTP): set up with a code, or turn off after a
 * confirmation that asks for the password.
 */
export function TwoStepSection() {
  const { factors, enrollTotp: start, confirm, remove } = useMfaFactors();
  const enrolment = start.data ?? null;
  const [code, setCode] = useState('');
  const totp = factors.data?.find((f) => f.type === 'TOTP' && f.status === 'ACTIVE');
  const error = start.error ?? confirm.error;
  const [asking, setAsking] = useState(false);
  const closeDialog = () => {
    setAsking(false);
    remove.reset();
  };
  const turnOff = (password: string) => {
    if (!totp) return;
    remove.mutate(
      { factorId: totp.factorId, password },
      {
        onSuccess: () => {
          closeDialog();
          notifications.show({
            color: 'green',
            message: 'The authenticator app is off. Logging in now asks only for your password.',
          });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    confirm.mutate(
      { factorId: enrolment.factorId, code: code.trim() },
      {
        onSuccess: () => {
          start.reset();
          setCode('');
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Two-step verification
        </Title>
        <FormError>{error && identityErrorMessage(error)}</FormError>
        {totp ? (
          <Group justify="space-between">
            <Text>Authenticator app: on</Text>
            <Button variant="default" onClick={() => setAsking(true)}>
              Turn off
            </Button>
          </Group>
        ) : enrolment ? (
          <form onSubmit={submit}>
            <Stack gap="sm">
              <Text size="sm">Add this key to your authenticator app, then enter the code it shows.</Text>
              <Text size="sm">
                Key: <Code data-testid="totp-secret">{enrolment.secret}</Code>
              </Text>
              <TextInput
                label="Code from your authenticator app"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Group>
                <Button type="submit" loading={confirm.isPending}>
                  Turn on
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group justify="space-between">
            <Text>Ask for a code from an authenticator app when you log in.</Text>
            <Button loading={start.isPending || factors.isLoading} onClick={() => start.mutate()}>
              Set up an authenticator app
            </Button>
          </Group>
        )}
      </Stack>
      <TurnOffTwoStepDialog
        opened={asking && !!totp}
        pending={remove.isPending}
        error={remove.error}
        onClose={closeDialog}
        onConfirm={turnOff}
      />
    </Paper>
  );
}
