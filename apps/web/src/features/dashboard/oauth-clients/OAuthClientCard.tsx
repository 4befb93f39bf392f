import { ActionIcon, Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLOSE } from './notice.ts';
import { useDeleteOAuthClient, useUpdateOAuthClient } from '@tessera/react';
import type { OAuthClient } from '@tessera/sdk';
import { errorMessage } from '../error-message.ts';
import type { Confirmation } from '../ConfirmDialog.tsx';
import { AddOriginForm } from './AddOriginForm.tsx';
import { saveErrorMessage } from './origin-input.ts';

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|$)/;

/** One client: its id, the origins it allows (add, remove) and a way to delete it. */
export function OAuthClientCard({
  client,
  builtIn,
  ask,
}: {
  client: OAuthClient;
  /** The client this server's own site logs members in with. */
  builtIn: boolean;
  ask: (confirmation: Confirmation) => void;
}) {
  const update = useUpdateOAuthClient();
  const remove = useDeleteOAuthClient();
  const origins = client.allowedRedirectOrigins;
  const headingId = `client-${client.id}`;

  const saveOrigins = (next: string[], success: string, done?: () => void) =>
    update.mutate(
      { clientId: client.id, changes: { allowedRedirectOrigins: next } },
      {
        onSuccess: () => {
          done?.();
          notifications.show({
            closeButtonProps: CLOSE,
            color: 'green',
            message: success,
          });
        },
        onError: (error) =>
          notifications.show({
            closeButtonProps: CLOSE,
            color: 'red',
            title: 'Not saved',
            message: saveErrorMessage(error, next),
          }),
      },
    );

  const confirmDelete = () =>
    ask({
      title: `Delete ${client.name}?`,
      message: builtIn
        ? "This is the client this server's own site uses: members can no longer log in on it, and everyone logged in through it is logged out. This cannot be undone."
        : 'Sites using this client can no longer log members in, and everyone logged in through it is logged out. This cannot be undone.',
      confirmLabel: 'Delete client',
      danger: true,
      onConfirm: () =>
        remove.mutate(client.id, {
          onSuccess: () =>
            notifications.show({
              closeButtonProps: CLOSE,
              color: 'green',
              message: `${client.name} deleted.`,
            }),
          onError: (error) =>
            notifications.show({
              closeButtonProps: CLOSE,
              color: 'red',
              title: 'Not deleted',
              message: errorMessage(error),
            }),
        }),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId}>
                {client.name}
              </Title>
              {builtIn && (
                <Badge variant="light" color="gray">
                  This site
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Client id <Code>{client.id}</Code>
            </Text>
          </Stack>
          <Button
            variant="default"
            c="red.9"
            size="compact-sm"
            onClick={confirmDelete}
            loading={remove.isPending}
          >
            Delete
          </Button>
        </Group>
        <Text size="sm" fw={500}>
          Allowed origins
        </Text>
        {origins.length === 0 ? (
          <Text size="sm" c="dimmed">
            No origins yet. While no client of the site lists one, any origin may call the API; add the
            addresses of your sites to narrow it.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={`Origins of ${client.name}`}
          >
            {origins.map((origin) => (
              <Group component="li" key={origin} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {origin}
                  {LOOPBACK.test(origin) && (
                    <Text span size="xs" c="dimmed" ff="inherit">
                      {' '}
                      (also 127.0.0.1 and [::1])
                    </Text>
                  )}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${origin}`}
                  disabled={update.isPending}
                  onClick={() =>
                    saveOrigins(
                      origins.filter((o) => o !== origin),
                      `${origin} is no longer allowed for ${client.name}.`,
                    )
                  }
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <AddOriginForm
          clientName={client.name}
          existing={origins}
          busy={update.isPending}
          onAdd={(origin, done) =>
            saveOrigins([...origins, origin], `${origin} is now allowed for ${client.name}.`, done)
          }
        />
      </Stack>
    </Paper>
  );
}
