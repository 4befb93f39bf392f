import { lazy, Suspense } from 'react';
import type { Event } from '@tessera/contracts';
// Already a lazy component: the tickets entry loads nothing until a ticketed event renders it.
import { TicketPicker } from '../tickets/index.ts';

// Each registration kind is its own chunk, fetched only on events that use it, so the event page
// stays light for every visitor.
const RsvpSection = lazy(() => import('../rsvp/index.ts').then((m) => ({ default: m.RsvpSection })));

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
