import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useArchiveTickets, useCheckInTickets, useDoorTickets, useUndoTicketCheckIns } from '@tessera/react';
import type { TicketView } from '@tessera/sdk/guests-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { holderName } from './check-in-outcome.ts';
import { DoorTicketList } from './DoorTicketList.tsx';

type Shown = 'all' | 'in' | 'out' | 'archived';
const failed = (error: unknown) =>
  notifications.show({ color: 'red', message: errorMessage(error), autoClose: 8000 });

/**
 * An event's ticket holders: search, checked in or not, check in one, undo, or check in all shown;
 * archive a ticket (kept apart under "Archived", where it can be restored).
 */
export function TicketHoldersSection({ eventId }: { eventId: string }) {
  const [shown, setShown] = useState<Shown>('all');
  const [search, setSearch] = useState('');
  const [phrase] = useDebouncedValue(search.trim(), 250);
  const [busy, setBusy] = useState<string | null>(null);
  const tickets = useDoorTickets({
    eventId,
    search: phrase,
    limit: 100,
    archived: shown === 'archived',
    ...(shown === 'all' || shown === 'archived' ? {} : { checkedIn: shown === 'in' }),
  });
  const checkIn = useCheckInTickets();
  const undo = useUndoTicketCheckIns();
  const archive = useArchiveTickets();
  const list = tickets.data?.items ?? [];
  const waiting = list.filter((t) => !t.checkIn).map((t) => t.ticketNumber);

  const one = async (ticket: TicketView, action: 'in' | 'undo') => {
    setBusy(ticket.ticketNumber);
    try {
      if (action === 'in') await checkIn.mutateAsync({ eventId, ticketNumbers: [ticket.ticketNumber] });
      else await undo.mutateAsync({ eventId, ticketNumbers: [ticket.ticketNumber] });
      notifyDone(
        action === 'in'
          ? `${holderName(ticket)} is checked in.`
          : `${holderName(ticket)}'s check-in was undone.`,
      );
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const archiveOne = async (ticket: TicketView) => {
    setBusy(ticket.ticketNumber);
    try {
      const archived = !ticket.archived;
      await archive.mutateAsync({ eventId, ticketNumbers: [ticket.ticketNumber], archived });
      notifyDone(
        archived
          ? `The ticket of ${holderName(ticket)} is archived.`
          : `The ticket of ${holderName(ticket)} is restored.`,
      );
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const all = async () => {
    try {
      const answer = await checkIn.mutateAsync({ eventId, ticketNumbers: waiting });
      notifyDone(`${answer.tickets.length - answer.alreadyCheckedIn.length} tickets are checked in.`);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          Ticket holders
        </Title>
        <SegmentedControl
          aria-label="Show tickets"
          value={shown}
          onChange={(value) => setShown(value as Shown)}
          data={[
            {
              value: 'all',
              label: `All${tickets.data && shown === 'all' ? ` (${tickets.data.total})` : ''}`,
            },
            { value: 'out', label: 'Not checked in' },
            { value: 'in', label: 'Checked in' },
            { value: 'archived', label: 'Archived' },
          ]}
          fullWidth
          // Four choices wrap at 390 px instead of running off the card.
          styles={{ root: { flexWrap: 'wrap' } }}
        />
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search by name, email or ticket number"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            disabled={waiting.length === 0}
            loading={checkIn.isPending && busy === null}
            onClick={() => void all()}
          >
            Check in all shown ({waiting.length})
          </Button>
        </Group>
        {tickets.isPending && <Skeleton height={120} aria-busy="true" />}
        {tickets.error && (
          <LoadFailure what="Tickets" error={tickets.error} onRetry={() => void tickets.refetch()} />
        )}
        {tickets.data && list.length === 0 && (
          <Text c="dimmed" role="status">
            {phrase
              ? `No ticket matches “${phrase}”.`
              : shown === 'archived'
                ? 'No archived tickets.'
                : 'No tickets sold for this event yet.'}
          </Text>
        )}
        {list.length > 0 && (
          <DoorTicketList
            tickets={list}
            busy={busy}
            onCheckIn={(t) => void one(t, 'in')}
            onUndo={(t) => void one(t, 'undo')}
            onArchive={(t) => void archiveOne(t)}
          />
        )}
      </Stack>
    </Paper>
  );
}
