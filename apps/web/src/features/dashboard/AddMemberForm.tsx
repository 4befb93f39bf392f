import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useCreateMember } from '@tessera/react';
import type { Member } from '@tessera/sdk';
import { NameFields } from '../../shared/forms/NameFields.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { errorMessage } from './error-message.ts';

/**
 * Adds a member by email (approved, no password yet). With "Email them a link" they get the
 * activation email and choose their own password; without it they can use "Forgot password?".
 */
export function AddMemberForm({
  onAdded,
  onClose,
}: {
  onAdded: (member: Member, emailed: boolean) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [sendEmail, setSendEmail] = useState(true);
  const create = useCreateMember();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(
      {
        loginEmail: email.trim(),
        firstName: firstName.trim() || undefined,
        lastName: lastName.trim() || undefined,
        sendActivationEmail: sendEmail,
      },
      { onSuccess: (member) => onAdded(member, sendEmail) },
    );
  };

  return (
    <Paper withBorder p="lg">
      <form aria-labelledby="add-member-heading" noValidate onSubmit={submit}>
        <Stack>
          <Title order={2} size="h3" id="add-member-heading">
            Add member
          </Title>
          <FormError title="The member was not added">{create.error && errorMessage(create.error)}</FormError>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <NameFields
            firstName={firstName}
            lastName={lastName}
            onFirstNameChange={(e) => setFirstName(e.currentTarget.value)}
            onLastNameChange={(e) => setLastName(e.currentTarget.value)}
          />
          <Checkbox
            label="Email them a link to choose their password"
            checked={sendEmail}
            onChange={(e) => setSendEmail(e.currentTarget.checked)}
          />
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>
              Add member
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
