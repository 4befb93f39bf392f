import { useState } from 'react';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLOSE } from './notice.ts';
import { useCreateOAuthClient } from '@tessera/react';
import { parseOriginInput, saveErrorMessage } from './origin-input.ts';

/** A new client for another site: a name and, optionally, its first origin. */
export function NewClientForm() {
  const create = useCreateOAuthClient();
  const [name, setName] = useState('');
  const [origin, setOrigin] = useState('');
  const [errors, setErrors] = useState<{ name?: string; origin?: string }>({});
  const submit = () => {
    const parsed = origin.trim() ? parseOriginInput(origin) : null;
    const found = {
      ...(name.trim() ? {} : { name: 'Enter a name, e.g. the site it is for.' }),
      ...(parsed && 'error' in parsed ? { origin: parsed.error } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const origins = parsed && 'origin' in parsed ? [parsed.origin] : [];
    create.mutate(
      { name: name.trim(), allowedRedirectOrigins: origins },
      {
        onSuccess: (client) => {
          setName('');
          setOrigin('');
          notifications.show({
            closeButtonProps: CLOSE,
            color: 'green',
            message: `${client.name} created.`,
          });
        },
        onError: (error) =>
          notifications.show({
            closeButtonProps: CLOSE,
            color: 'red',
            title: 'Not created',
            message: saveErrorMessage(error, origins),
          }),
      },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="new-client">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-client">
            New client
          </Title>
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={200}
          />
          <TextInput
            label="First origin (optional)"
            placeholder="https://shop.example"
            value={origin}
            onChange={(e) => setOrigin(e.currentTarget.value)}
            error={errors.origin}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create client
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
