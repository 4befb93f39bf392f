import { ActionIcon, Badge, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useChangeTicketDefinition, useTicketDefinitions, type TicketDefinitionChange } from '@tessera/react';
import type { TicketDefinition } from '@tessera/sdk/ticket-definitions-admin';
import { useState } from 'react';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { DiscountCodesTab } from './DiscountCodesTab.tsx';
import type { EventEditorTabProps } from './tab-props.ts';
import { TicketForm } from './TicketForm.tsx';
import { draftOf, emptyTicket, inputOf } from './ticket-form.ts';

const SALE_LABELS = {
  SALE_SCHEDULED: 'Sale scheduled',
  SALE_STARTED: 'On sale',
  SALE_ENDED: 'Sale ended',
} as const;

function priceText(definition: TicketDefinition) {
  const p = definition.pricingMethod;
  if (p.free) return 'Free';
  const money = p.guestPrice ?? p.fixedPrice;
  const amount = `${money?.value ?? '0'} ${money?.currency ?? ''}`.trim();
  return p.pricingType === 'DONATION' ? `Donation from ${amount}` : amount;
}

/** The event's ticket types: list with sale status and sales, create, edit, reorder, delete. */
export function TicketsTab({ eventId }: EventEditorTabProps) {
  const tickets = useTicketDefinitions(eventId);
  const change = useChangeTicketDefinition(eventId);
  const { ask, dialog } = useConfirmation();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const run = async (what: TicketDefinitionChange, done: string) => {
    try {
      await change.mutateAsync(what);
      notifyDone(done);
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  };
  const list = tickets.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>Tickets</Title>
        {editing === null && <Button onClick={() => setEditing('new')}>Add ticket type</Button>}
      </Group>
      {editing === 'new' && (
        <Card withBorder>
          <TicketForm
            initial={emptyTicket()}
            saveLabel="Create ticket type"
            onCancel={() => setEditing(null)}
            onSave={async (draft) => {
              const error = await run(
                { kind: 'create', definition: inputOf(draft) },
                `Ticket type ${draft.name} created`,
              );
              if (!error) setEditing(null);
              return error;
            }}
          />
        </Card>
      )}
      {tickets.isPending && <Loader aria-label="Loading tickets" />}
      {tickets.isError && (
        <LoadFailure what="the tickets" error={tickets.error} onRetry={() => void tickets.refetch()} />
      )}
      {tickets.isSuccess && list.length === 0 && editing !== 'new' && (
        <Text c="dimmed">No ticket types yet. Add one so visitors can buy tickets.</Text>
      )}
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Ticket types"
      >
        {list.map((definition, i) => (
          <Card component="li" withBorder key={definition.id} aria-label={definition.name}>
            {editing === definition.id ? (
              <TicketForm
                initial={draftOf(definition)}
                saveLabel="Save ticket type"
                onCancel={() => setEditing(null)}
                onSave={async (draft) => {
                  const error = await run(
                    {
                      kind: 'update',
                      id: definition.id,
                      definition: { ...inputOf(draft), revision: definition.revision },
                    },
                    `Ticket type ${draft.name} saved`,
                  );
                  if (!error) setEditing(null);
                  return error;
                }}
              />
            ) : (
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{definition.name}</Text>
                    <Badge variant="light">{SALE_LABELS[definition.saleStatus]}</Badge>
                    {definition.hidden && <Badge color="gray">Hidden</Badge>}
                  </Group>
                  <Text size="sm">
                    {priceText(definition)} · {definition.salesDetails?.soldCount ?? 0} sold
                    {definition.initialLimit !== null ? ` of ${definition.initialLimit}` : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${definition.name} up`}
                    disabled={i === 0 || change.isPending}
                    onClick={() =>
                      void run(
                        { kind: 'move', id: definition.id, place: { beforeDefinitionId: list[i - 1].id } },
                        `${definition.name} moved up`,
                      )
                    }
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${definition.name} down`}
                    disabled={i === list.length - 1 || change.isPending}
                    onClick={() =>
                      void run(
                        { kind: 'move', id: definition.id, place: { afterDefinitionId: list[i + 1].id } },
                        `${definition.name} moved down`,
                      )
                    }
                  >
                    ↓
                  </ActionIcon>
                  <Button variant="default" size="xs" onClick={() => setEditing(definition.id)}>
                    Edit
                  </Button>
                  <Button
                    color="red.9"
                    variant="outline"
                    size="xs"
                    onClick={() =>
                      ask({
                        title: `Delete ${definition.name}?`,
                        message: 'Visitors can no longer buy this ticket type. This cannot be undone.',
                        confirmLabel: 'Delete ticket type',
                        danger: true,
                        onConfirm: () =>
                          void run({ kind: 'delete', id: definition.id }, `${definition.name} deleted`),
                      })
                    }
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            )}
          </Card>
        ))}
      </Stack>
      {dialog}
      <Divider mt="md" />
      {/* Discount codes lower ticket prices: they live with the tickets, not in a tab of their own. */}
      <DiscountCodesTab eventId={eventId} />
    </Stack>
  );
}
