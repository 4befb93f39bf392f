import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useInviteStaffMember } from '@tessera/react';
import { STAFF_SCOPES, type StaffInvitation, type StaffScope } from '@tessera/sdk/staff-admin';
import { errorMessage } from '../error-message.ts';
import { SCOPE_LABELS } from './staff-labels.ts';

/** Invite a person by email with the scopes they need; the answer carries their join link (once). */
export function InviteStaffForm({ onInvited }: { onInvited: (invitation: StaffInvitation) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<StaffScope[]>(['CHECK_IN_GUESTS']);
  const invite = useInviteStaffMember();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate(
      { email: email.trim(), name: name.trim() || null, scopes },
      {
        onSuccess: (invitation) => {
          setEmail('');
          setName('');
          onInvited(invitation);
        },
      },
    );
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="invite-staff-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="invite-staff-title">
          Invite a staff member
        </Title>
        {invite.error && (
          <Alert color="red" variant="light" role="alert" title="The invitation was not made">
            {errorMessage(invite.error)}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ minWidth: 220 }}
          />
          <TextInput
            label="Name (optional)"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ minWidth: 180 }}
          />
        </Group>
        <Checkbox.Group
          label="What they may do"
          value={scopes}
          onChange={(value) => setScopes(value as StaffScope[])}
        >
          <Group gap="md" mt={6}>
            {STAFF_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={invite.isPending} disabled={scopes.length === 0}>
            Invite
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
