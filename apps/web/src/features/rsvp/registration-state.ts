import type { Event } from '@tessera/contracts';

/** What the RSVP area offers, from the event's registration as the visitor read it. */
export type RsvpAvailability =
  | { kind: 'open' }
  /** Places are taken: an answer goes on the waitlist. */
  | { kind: 'waitlist' }
  /** The RSVP window has not opened; `opens` when known. */
  | { kind: 'scheduled'; opens?: string }
  | { kind: 'closed' };

/**
 * OPEN_RSVP takes answers; OPEN_RSVP_WAITLIST(_ONLY) only onto the waitlist, as does an open
 * event whose summary shows every place taken when it keeps a waitlist (the server decides in
 * the end: an answer may still land on the waitlist); SCHEDULED_RSVP opens later; any other
 * status is closed.
 */
export function rsvpAvailability(event: Event): RsvpAvailability {
  const registration = event.registration;
  const status = registration?.status as string | undefined;
  if (status === 'SCHEDULED_RSVP') {
    const opens = registration?.rsvp?.startDate ?? undefined;
    return opens ? { kind: 'scheduled', opens } : { kind: 'scheduled' };
  }
  if (status === 'OPEN_RSVP_WAITLIST' || status === 'OPEN_RSVP_WAITLIST_ONLY') return { kind: 'waitlist' };
  if (status !== 'OPEN_RSVP') return { kind: 'closed' };
  const limit = registration?.rsvp?.limit;
  const taken = event.summaries?.rsvps?.yesCount;
  if (registration?.rsvp?.waitlistEnabled && limit && taken !== undefined && taken >= limit) {
    return { kind: 'waitlist' };
  }
  return { kind: 'open' };
}

/** Visitors may answer, or only members (who log in first). */
export const membersOnly = (event: Event): boolean => event.registration?.allowedGuestTypes === 'MEMBER';

/** Whether the event asks YES or NO, or takes only YES answers. */
export const takesNo = (event: Event): boolean => event.registration?.rsvp?.responseType === 'YES_AND_NO';
