import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BackInStockRequest } from '@tessera/sdk/back-in-stock-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { RowError } from '../RowError.tsx';
import { notifyDone } from '../feedback.ts';
import { itemKey } from './back-in-stock-labels.ts';
import { useNotify, useRequestCounts } from './back-in-stock-data.ts';

/**
 * The items the listed requests wait for, with how many requests each has (every status), and
 * "Email everyone waiting" for an item that is back: each waiting request is emailed once.
 */
export function WaitingItems({
  requests,
  nameOf,
}: {
  requests: BackInStockRequest[];
  nameOf: (request: BackInStockRequest) => string;
}) {
  const counts = useRequestCounts(requests);
  const notify = useNotify();
  const { ask, dialog } = useConfirmation();
  const items = [...new Map(requests.map((r) => [itemKey(r), r])).entries()];
  if (items.length === 0) return null;

  const emailEveryone = (request: BackInStockRequest) => {
    const name = nameOf(request);
    ask({
      title: `Email everyone waiting for ${name}?`,
      message: 'Each shopper still waiting gets one email saying it is back in stock.',
      confirmLabel: 'Send the emails',
      onConfirm: () =>
        void notify.mutateAsync({ target: { request }, name }).then(
          () => notifyDone(`Emails about ${name} are on their way.`),
          () => undefined,
        ),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="waiting-items-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="waiting-items-heading">
          Items asked for
        </Title>
        <RowError error={notify.error ?? counts.error} />
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          aria-label="Requests per item"
          style={{ listStyle: 'none' }}
        >
          {items.map(([key, request]) => {
            const count = counts.data?.get(key);
            return (
              <Group component="li" key={key} justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {nameOf(request)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {count === undefined ? 'Counting…' : `${count} ${count === 1 ? 'request' : 'requests'}`}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={notify.isPending}
                  onClick={() => emailEveryone(request)}
                >
                  Email everyone waiting
                  <span className="visually-hidden"> for {nameOf(request)}</span>
                </Button>
              </Group>
            );
          })}
        </Stack>
        <Text size="xs" c="dimmed">
          Raising an item&apos;s stock from zero emails its waiting shoppers by itself.
        </Text>
      </Stack>
      {dialog}
    </Paper>
  );
}
