import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useOAuthClients } from '@tessera/react';
import { useContext } from 'react';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { SiteConfigContext } from '../../../app/site-config-context.ts';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { NewClientForm } from './NewClientForm.tsx';
import { OAuthClientCard } from './OAuthClientCard.tsx';

/**
 * The site's OAuth clients and the origins each allows: a site that logs members in (its redirect
 * and logout addresses) or calls the API from a browser must be on one of them.
 */
export function OAuthClientsPage() {
  usePageTitle('OAuth clients');
  const clients = useOAuthClients();
  const ownClientId = useContext(SiteConfigContext)?.clientId;
  const { ask, dialog } = useConfirmation();
  return (
    <Stack gap="lg">
      <Title order={1}>OAuth clients</Title>
      <Text size="sm" c="dimmed" maw={720}>
        A site that logs members in or calls the API from a browser needs its origin here (scheme, host and
        port, e.g. https://shop.example). localhost, 127.0.0.1 and [::1] count as the same machine, and
        http://localhost:* allows any port.
      </Text>
      {clients.isPending && <Skeleton height={220} aria-busy="true" />}
      {clients.error && (
        <LoadFailure what="OAuth clients" error={clients.error} onRetry={() => void clients.refetch()} />
      )}
      {clients.data && clients.data.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">No OAuth clients yet. Create one for each site that logs members in.</Text>
        </Paper>
      )}
      {clients.data?.map((client) => (
        <OAuthClientCard key={client.id} client={client} builtIn={client.id === ownClientId} ask={ask} />
      ))}
      {clients.data && <NewClientForm />}
      {dialog}
    </Stack>
  );
}
