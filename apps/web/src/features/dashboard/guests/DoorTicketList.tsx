import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketView } from '@tessera/sdk/guests-admin';
import { holderName } from './check-in-outcome.ts';
import { TintBadge } from './TintBadge.tsx';

/**
 * Tickets found at the door, one card each (it reads the same at 390 px and on a desk): who, which
 * ticket, checked in or not, and the one action that applies.
 */
export function DoorTicketList({
  tickets,
  busy,
  onCheckIn,
  onUndo,
  onArchive,
}: {
  tickets: TicketView[];
  busy: string | null;
  onCheckIn: (ticket: TicketView) => void;
  onUndo: (ticket: TicketView) => void;
  /** The owner's list: archive a ticket (or restore an archived one). */
  onArchive?: (ticket: TicketView) => void;
}) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} aria-label="Tickets found" style={{ listStyle: 'none' }}>
      {tickets.map((ticket) => {
        const name = holderName(ticket);
        const inside = !!ticket.checkIn;
        return (
          <Paper component="li" withBorder p="sm" key={ticket.ticketNumber}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {ticket.name} · {ticket.ticketNumber}
                </Text>
                {inside && (
                  <TintBadge color="green" mt={4}>
                    Checked in
                  </TintBadge>
                )}
                {ticket.archived && (
                  <TintBadge color="gray" mt={4}>
                    Archived
                  </TintBadge>
                )}
              </div>
              <Group gap="xs" wrap="nowrap">
                {onArchive && (
                  <Button
                    variant="subtle"
                    disabled={busy === ticket.ticketNumber}
                    onClick={() => onArchive(ticket)}
                    aria-label={`${ticket.archived ? 'Restore' : 'Archive'} the ticket of ${name}`}
                  >
                    {ticket.archived ? 'Restore' : 'Archive'}
                  </Button>
                )}
                {inside ? (
                  <Button
                    variant="default"
                    loading={busy === ticket.ticketNumber}
                    onClick={() => onUndo(ticket)}
                    aria-label={`Undo check-in of ${name}`}
                  >
                    Undo
                  </Button>
                ) : (
                  <Button
                    loading={busy === ticket.ticketNumber}
                    onClick={() => onCheckIn(ticket)}
                    aria-label={`Check in ${name}`}
                  >
                    Check in
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
