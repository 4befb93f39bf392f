import type { ChangeEvent } from 'react';
import { Group, TextInput } from '@mantine/core';

type OnChange = (event: ChangeEvent<HTMLInputElement>) => void;

/** First and last name, side by side. */
export function NameFields({
  firstName,
  lastName,
  onFirstNameChange,
  onLastNameChange,
}: {
  firstName: string;
  lastName: string;
  onFirstNameChange: OnChange;
  onLastNameChange: OnChange;
}) {
  return (
    <Group grow gap="sm" align="flex-start">
      <TextInput
        label="First name"
        autoComplete="given-name"
        value={firstName}
        onChange={onFirstNameChange}
      />
      <TextInput label="Last name" autoComplete="family-name" value={lastName} onChange={onLastNameChange} />
    </Group>
  );
}
