import { Accordion, Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDevMailbox } from '@tessera/react';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { errorMessage } from './error-message.ts';
import { MailBody } from './MailBody.tsx';
import { formatMoment } from '../../shared/dates.ts';

/**
 * The development mailbox: emails and text messages the server would have sent (no SMTP server
 * configured), newest first, so codes and links can be followed without a real inbox.
 */
export function MailboxPage() {
  usePageTitle('Mailbox');
  const mailbox = useDevMailbox();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Mailbox</Title>
          <Text c="dimmed" size="sm">
            Messages to members while no mail server is configured.
          </Text>
        </div>
        <Button variant="default" loading={mailbox.isFetching} onClick={() => void mailbox.refetch()}>
          Refresh
        </Button>
      </Group>
      {mailbox.isPending && <Skeleton height={200} aria-busy="true" />}
      {mailbox.error && (
        <Alert color="red" variant="light" title="The mailbox could not be loaded">
          {errorMessage(mailbox.error)}
        </Alert>
      )}
      {mailbox.data &&
        (mailbox.data.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">No messages yet.</Text>
          </Paper>
        ) : (
          <Paper withBorder>
            <Accordion chevronPosition="right">
              {mailbox.data.map((message) => (
                <Accordion.Item key={message.id} value={message.id}>
                  <Accordion.Control>
                    <Text fw={500} size="sm">
                      {message.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {message.channel.toLowerCase()} to {message.to} · {formatMoment(message.createdDate)}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <MailBody body={message.body} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Paper>
        ))}
    </Stack>
  );
}
