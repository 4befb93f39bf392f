import { Alert, Paper, SegmentedControl, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useIdentitySettings, useUpdateIdentitySettings } from '@tessera/react';
import type { IdentitySettingsValues } from '@tessera/sdk';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { errorMessage } from './error-message.ts';

const SWITCHES: { key: keyof IdentitySettingsValues; label: string; description: string }[] = [
  {
    key: 'registrationOpen',
    label: 'Anyone may sign up',
    description: 'Off: only you add members (Members → Add member).',
  },
  {
    key: 'requireOwnerApproval',
    label: 'Approve new members',
    description: 'New members wait for your approval.',
  },
  {
    key: 'requireEmailVerification',
    label: 'Verify email addresses',
    description: 'New members enter a code we email them before they can log in.',
  },
  {
    key: 'requireCaptcha',
    label: 'Require a captcha',
    description: 'Sign-up and log-in need a captcha check.',
  },
];

/** Who may join and how members sign in; each change is saved at once. */
export function IdentitySettingsPage() {
  usePageTitle('Identity settings');
  const settings = useIdentitySettings();
  const update = useUpdateIdentitySettings();
  const save = {
    ...update,
    mutate: (change: Partial<IdentitySettingsValues>) =>
      update.mutate(change, {
        onSuccess: () => notifications.show({ color: 'green', message: 'Identity settings saved.' }),
      }),
  };
  const current = settings.data;

  return (
    <Stack gap="lg">
      <Title order={1}>Identity settings</Title>
      {settings.error && (
        <Alert color="red" variant="light" title="Settings could not be loaded">
          {errorMessage(settings.error)}
        </Alert>
      )}
      {save.error && (
        <Alert color="red" variant="light" title="The change was not saved">
          {errorMessage(save.error)}
        </Alert>
      )}
      {!current ? (
        settings.isPending && <Skeleton height={280} aria-busy="true" />
      ) : (
        <Paper withBorder p="lg">
          <Stack gap="lg">
            {SWITCHES.map(({ key, label, description }) => (
              <Switch
                key={key}
                label={label}
                description={description}
                checked={current[key] as boolean}
                disabled={save.isPending}
                onChange={(event) => save.mutate({ [key]: event.currentTarget.checked })}
              />
            ))}
            <Stack gap={6}>
              <Text fw={500} size="sm" id="mfa-policy-label">
                Two-step verification
              </Text>
              <Text size="xs" c="dimmed">
                Optional: members who set up an authenticator app use it. Required: every log-in.
              </Text>
              <SegmentedControl
                aria-labelledby="mfa-policy-label"
                value={current.mfaPolicy}
                disabled={save.isPending}
                onChange={(value) => save.mutate({ mfaPolicy: value as IdentitySettingsValues['mfaPolicy'] })}
                data={[
                  { value: 'OFF', label: 'Off' },
                  { value: 'OPTIONAL', label: 'Optional' },
                  { value: 'REQUIRED', label: 'Required' },
                ]}
              />
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
