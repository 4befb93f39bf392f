import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUpdateCurrentMember } from '@tessera/react';
import type { Member } from '@tessera/sdk';
import { identityErrorMessage } from './identity-errors.ts';
import { FormError } from '../../shared/forms/FormError.tsx';
import { NameFields } from '../../shared/forms/NameFields.tsx';

export function ProfileForm({ member }: { member: Member }) {
  const [values, setValues] = useState({
    firstName: member.contact.firstName ?? '',
    lastName: member.contact.lastName ?? '',
    nickname: member.profile.nickname ?? '',
  });
  const update = useUpdateCurrentMember();
  const save = {
    ...update,
    mutate: () =>
      update.mutate(
        {
          memberId: member.id,
          changes: {
            contact: { firstName: values.firstName, lastName: values.lastName },
            profile: { nickname: values.nickname },
          },
        },
        { onSuccess: () => notifications.show({ color: 'green', message: 'Your profile was saved.' }) },
      ),
  };
  const set = (key: keyof typeof values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} aria-labelledby="profile-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="profile-heading">
            Profile
          </Title>
          <FormError>{save.error && identityErrorMessage(save.error)}</FormError>
          <NameFields
            firstName={values.firstName}
            lastName={values.lastName}
            onFirstNameChange={set('firstName')}
            onLastNameChange={set('lastName')}
          />
          <TextInput
            label="Nickname"
            autoComplete="nickname"
            value={values.nickname}
            onChange={set('nickname')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
