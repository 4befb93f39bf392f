import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { EventPicker } from './EventPicker.tsx';
import { RsvpGuestsSection } from './RsvpGuestsSection.tsx';
import { TicketHoldersSection } from './TicketHoldersSection.tsx';
import { useDoorEvents } from './useDoorEvents.ts';
import { GuestsAreaNav } from './GuestsAreaNav.tsx';

/** `/dashboard/guests?event=…`: who answered and who bought tickets for an event, and check-in. */
export function GuestsPage() {
  usePageTitle('Guests');
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  const events = useDoorEvents('all');
  const event = events.events.find((e) => e.id === eventId);
  const ticketed = event?.registration?.type === 'TICKETING';
  return (
    <Stack gap="lg">
      <GuestsAreaNav />
      <Title order={1}>Guests</Title>
      {events.error ? (
        <LoadFailure what="Events" error={events.error} onRetry={events.retry} />
      ) : (
        <EventPicker
          events={events.events}
          value={eventId}
          loading={events.pending}
          onChange={(id) => setParams(id ? { event: id } : {}, { replace: true })}
        />
      )}
      {!eventId && !events.pending && <Text c="dimmed">Choose an event to see its guests.</Text>}
      {eventId &&
        (ticketed ? (
          <TicketHoldersSection key={eventId} eventId={eventId} />
        ) : (
          <>
            <RsvpGuestsSection key={`rsvp-${eventId}`} eventId={eventId} />
            <TicketHoldersSection key={`tickets-${eventId}`} eventId={eventId} />
          </>
        ))}
    </Stack>
  );
}
