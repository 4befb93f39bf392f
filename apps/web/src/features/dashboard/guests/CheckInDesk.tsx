import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCheckInTickets, useDoorTickets, useEventGuests, useUndoTicketCheckIns } from '@tessera/react';
import type { TicketView } from '@tessera/sdk/guests-admin';
import { LoadFailure } from '../LoadFailure.tsx';
import { EventPicker } from './EventPicker.tsx';
import { outcomeOfCheckIn, outcomeOfError, type CheckInOutcome } from './check-in-outcome.ts';
import { DoorRsvpGuests, doorRsvpView } from './DoorRsvpGuests.tsx';
import { DoorTicketList } from './DoorTicketList.tsx';
import { OutcomeNotice } from './OutcomeNotice.tsx';
import { QrScanner } from './QrScanner.tsx';
import { useDoorEvents } from './useDoorEvents.ts';

/**
 * The door: pick the event, then scan a ticket's QR code (the server verifies its signature and
 * checks it in) or find the guest by name, email or ticket number — ticket holders and RSVP guests
 * alike. Every check-in says what happened in a sentence; a ticket in already says so and when.
 */
export function CheckInDesk() {
  const events = useDoorEvents('door');
  const [eventId, setEventId] = useState<string | null>(null);
  const chosen = eventId ?? (events.events.length === 1 ? (events.events[0]!.id ?? null) : null);
  const [scanning, setScanning] = useState(false);
  const [search, setSearch] = useState('');
  const [phrase] = useDebouncedValue(search.trim(), 250);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const checkIn = useCheckInTickets();
  const undo = useUndoTicketCheckIns();
  const found = useDoorTickets(
    { eventId: chosen ?? '', search: phrase, limit: 20 },
    !!chosen && phrase !== '',
  );
  // RSVP guests of the same event, found by the same phrase (name or email).
  const rsvps = useEventGuests(doorRsvpView(chosen ?? '', phrase), !!chosen && phrase !== '');
  const rsvpGuests = rsvps.data?.items ?? [];

  const scanned = async (code: string) => {
    setScanning(false);
    if (!chosen) return;
    try {
      setOutcome(outcomeOfCheckIn(await checkIn.mutateAsync({ eventId: chosen, qrCodes: [code] })));
    } catch (error) {
      setOutcome(outcomeOfError(error, true));
    }
  };
  const tap = async (ticket: TicketView, action: 'in' | 'undo') => {
    if (!chosen) return;
    setBusy(ticket.ticketNumber);
    try {
      if (action === 'in') {
        const answer = await checkIn.mutateAsync({ eventId: chosen, ticketNumbers: [ticket.ticketNumber] });
        setOutcome(outcomeOfCheckIn(answer, ticket.ticketNumber));
      } else {
        await undo.mutateAsync({ eventId: chosen, ticketNumbers: [ticket.ticketNumber] });
        setOutcome({
          tone: 'done',
          title: `Check-in undone: ${ticket.ticketNumber}`,
          detail: 'The ticket can check in again.',
        });
      }
    } catch (error) {
      setOutcome(outcomeOfError(error, false));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1}>Check-in</Title>
      {events.error ? (
        <LoadFailure what="Events" error={events.error} onRetry={events.retry} />
      ) : (
        <EventPicker
          events={events.events}
          value={chosen}
          loading={events.pending}
          onChange={(id) => {
            setEventId(id);
            setOutcome(null);
            setScanning(false);
          }}
        />
      )}
      {!events.pending && !events.error && events.events.length === 0 && (
        <Text c="dimmed">No event is on now or coming up, so there is nobody to check in.</Text>
      )}
      {chosen && (
        <>
          {outcome && <OutcomeNotice outcome={outcome} />}
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                Scan a ticket
              </Title>
              {scanning ? (
                <QrScanner onCode={(code) => void scanned(code)} onClose={() => setScanning(false)} />
              ) : (
                <Group>
                  <Button
                    size="md"
                    loading={checkIn.isPending && busy === null}
                    onClick={() => {
                      setOutcome(null);
                      setScanning(true);
                    }}
                  >
                    {outcome ? 'Scan the next ticket' : 'Scan a QR code'}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                Find a guest
              </Title>
              <TextInput
                label="Name, email or ticket number"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                autoComplete="off"
              />
              {phrase !== '' && (found.isPending || rsvps.isPending) && (
                <Skeleton height={64} aria-busy="true" />
              )}
              {found.error && (
                <LoadFailure what="Tickets" error={found.error} onRetry={() => void found.refetch()} />
              )}
              {rsvps.error && (
                <LoadFailure what="RSVP guests" error={rsvps.error} onRetry={() => void rsvps.refetch()} />
              )}
              {phrase !== '' && found.data?.items.length === 0 && rsvps.data?.items.length === 0 && (
                <Text c="dimmed" role="status">
                  No guest or ticket of this event matches “{phrase}”.
                </Text>
              )}
              {found.data && found.data.items.length > 0 && (
                <DoorTicketList
                  tickets={found.data.items}
                  busy={busy}
                  onCheckIn={(ticket) => void tap(ticket, 'in')}
                  onUndo={(ticket) => void tap(ticket, 'undo')}
                />
              )}
              {rsvpGuests.length > 0 && <DoorRsvpGuests guests={rsvpGuests} onOutcome={setOutcome} />}
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
