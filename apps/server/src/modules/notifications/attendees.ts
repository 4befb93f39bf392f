import type { Caller } from '../../platform/auth/caller.ts';
import type { RsvpsService } from '../rsvps/index.ts';

/** One person to mail about an event, keyed so a send to them is remembered once. */
export interface Attendee {
  /** Stable per person and source: `rsvp:<id>` (later `ticket:<number>`). */
  key: string;
  email: string;
  name: string;
}

/** Where an event's attendees come from; checkout's ticket holders join as another source. */
export type AttendeeSource = (siteId: string, eventId: string) => AsyncIterable<Attendee[]>;

const PAGE = 100;

/**
 * The site itself reading its guest list: work no request started (a job, a subscriber) that
 * must see every RSVP, as the owner does.
 */
const siteCaller = (siteId: string): Caller => ({ siteId, role: 'OWNER', permissions: new Set() });

/** RSVP YES guests of an event, a page at a time, read through the RSVP module's service. */
export function rsvpAttendees(rsvps: RsvpsService): AttendeeSource {
  return async function* (siteId, eventId) {
    let cursor: string | undefined;
    do {
      const page = await rsvps.query(siteCaller(siteId), {
        query: {
          filter: { eventId, status: 'YES' },
          ...(cursor ? { cursorPaging: { limit: PAGE, cursor } } : { cursorPaging: { limit: PAGE } }),
        },
      });
      const batch = page.rsvps
        .filter((rsvp) => rsvp.email)
        .map((rsvp) => ({
          key: `rsvp:${rsvp.id}`,
          email: rsvp.email!,
          name: [rsvp.firstName, rsvp.lastName].filter(Boolean).join(' '),
        }));
      if (batch.length > 0) yield batch;
      cursor = page.pagingMetadata.hasNext ? (page.pagingMetadata.cursors?.next ?? undefined) : undefined;
    } while (cursor);
  };
}

/** One RSVP (any status) as an attendee, for an RSVP confirmation sent on request. */
export async function rsvpAttendee(
  rsvps: RsvpsService,
  siteId: string,
  rsvpId: string,
): Promise<Attendee & { eventId: string }> {
  const { rsvp } = await rsvps.get(siteCaller(siteId), rsvpId);
  return {
    key: `rsvp:${rsvp.id}`,
    email: rsvp.email ?? '',
    name: [rsvp.firstName, rsvp.lastName].filter(Boolean).join(' '),
    eventId: rsvp.eventId,
  };
}
