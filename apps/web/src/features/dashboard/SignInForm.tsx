import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { createOwnerClient } from './owner-client.ts';
import type { OwnerCredentials } from './owner-session.ts';
import { errorMessage } from './error-message.ts';
import { loginOwner } from '@tessera/sdk';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { CredentialFields } from '../../shared/forms/CredentialFields.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';

/** One way of signing in: its fields, and what turns them into owner credentials. */
function SignInTab({
  intro,
  children,
  onSubmit,
}: {
  intro: ReactNode;
  children: ReactNode;
  onSubmit: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSubmit();
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack pt="md">
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
        <FormError>{error}</FormError>
        {children}
        <Button type="submit" loading={pending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

export function SignInForm({
  onSignedIn,
  sessionEnded = false,
}: {
  onSignedIn: (credentials: OwnerCredentials) => void;
  /** The last session was ended by the server: say so above the form. */
  sessionEnded?: boolean;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [siteId, setSiteId] = useState('');
  usePageTitle('Dashboard sign-in');

  const withPassword = async () => {
    const session = await loginOwner({ baseUrl: window.location.origin, email: email.trim(), password });
    // The owner session token is sent like an API key (Authorization and wix-site-id).
    onSignedIn({
      apiKey: session.token,
      siteId: session.siteId,
      email: email.trim(),
      expiresDate: session.expiresDate,
    });
  };
  const withApiKey = async () => {
    const credentials = { apiKey: apiKey.trim(), siteId: siteId.trim() };
    // Any owner call will do: it fails with 401 or 403 when the key or the site is wrong.
    await createOwnerClient(credentials).events.countEventsByStatus();
    onSignedIn(credentials);
  };

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={440} mx="auto" my={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2">
        Owner dashboard
      </Title>
      {sessionEnded && (
        <Alert color="yellow" variant="light" mt="md" role="status">
          Your sign-in has ended. Please sign in again.
        </Alert>
      )}
      <Tabs defaultValue="password" mt="md">
        <Tabs.List grow>
          <Tabs.Tab value="password">Email and password</Tabs.Tab>
          <Tabs.Tab value="api-key">API key</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="password">
          <SignInTab intro="Sign in with the site owner's email and password." onSubmit={withPassword}>
            <CredentialFields
              email={email}
              password={password}
              onEmailChange={setEmail}
              onPasswordChange={setPassword}
            />
          </SignInTab>
        </Tabs.Panel>
        <Tabs.Panel value="api-key">
          <SignInTab
            intro={
              <>
                Paste the API key and site id that <code>npm start</code> printed.
              </>
            }
            onSubmit={withApiKey}
          >
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
          </SignInTab>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
