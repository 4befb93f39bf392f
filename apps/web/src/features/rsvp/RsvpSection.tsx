import type { Event } from '@tessera/contracts';

/** Placeholder until the RSVP form lands: the event page shows nothing for RSVPs. */
export function RsvpSection(_props: { event: Event }) {
  return null;
}
