// The app composes features: the event page (features/events) shows registration from the tickets or
// rsvp feature through this slot, so no feature imports another.
import { lazy, Suspense } from 'react';
import type { Event } from '@tessera/contracts';
// Already a lazy component: the tickets entry loads nothing until a ticketed event renders it.
import { TicketPicker } from '../features/tickets/index.ts';

// Each registration kind is its own chunk, fetched only on events that use it, so the event page
// stays light for every visitor.
const RsvpSection = lazy(() => import('../features/rsvp/index.ts').then((m) => ({ default: m.RsvpSection })));

/** Buy tickets or RSVP, as the event's registration type says; nothing for other kinds. */
export function EventRegistration({ event }: { event: Event }) {
  const type = event.registration?.type;
  if (type !== 'TICKETING' && type !== 'RSVP') return null;
  return (
    <Suspense fallback={<div className="skeleton-block" aria-busy="true" />}>
      {type === 'TICKETING' ? <TicketPicker event={event} /> : <RsvpSection event={event} />}
    </Suspense>
  );
}
