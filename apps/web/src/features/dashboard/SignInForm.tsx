import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { createOwnerClient, type OwnerCredentials } from './owner-session.ts';
import { errorMessage } from './error-message.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';

export function SignInForm({ onSignedIn }: { onSignedIn: (credentials: OwnerCredentials) => void }) {
  const [apiKey, setApiKey] = useState('');
  const [siteId, setSiteId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  usePageTitle('Dashboard sign-in');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { apiKey: apiKey.trim(), siteId: siteId.trim() };
    setPending(true);
    setError(null);
    try {
      // Any owner call will do: it fails with 401 or 403 when the key or the site is wrong.
      await createOwnerClient(credentials).events.countEventsByStatus();
      onSignedIn(credentials);
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  };

  return (
    <Paper withBorder p="xl" maw={440} mx="auto" my="xl">
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <Title order={1} size="h2">
            Owner dashboard
          </Title>
          <Text c="dimmed" size="sm">
            Paste the API key and site id that <code>npm start</code> printed.
          </Text>
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="API key"
            autoComplete="off"
            required
            value={apiKey}
            onChange={(event) => setApiKey(event.currentTarget.value)}
          />
          <TextInput
            label="Site id"
            autoComplete="off"
            spellCheck={false}
            required
            value={siteId}
            onChange={(event) => setSiteId(event.currentTarget.value)}
          />
          <Button type="submit" loading={pending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
