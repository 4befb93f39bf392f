import type { Event } from '@tessera/contracts';

/** Placeholder until the ticket picker lands: the event page shows nothing for tickets. */
export function TicketPicker(_props: { event: Event }) {
  return null;
}
