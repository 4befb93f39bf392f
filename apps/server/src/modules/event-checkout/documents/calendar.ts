import { createEvents, type EventAttributes } from 'ics';
import type { EventDetails } from './event-details.ts';

/** What a calendar entry adds to the event: a link back to it, the guest's order. */
export interface CalendarExtras {
  /** The event page (absolute). */
  url?: string;
  /** Added to the description: the order's number and tickets, say. */
  note?: string;
}

/**
 * An iCalendar file (RFC 5545) of an event: one VEVENT per sitting (a recurring event's dates each
 * their own, with stable UIDs so a re-import updates rather than duplicates), times written in UTC
 * so every calendar shows them at the right instant whatever the reader's zone; the `ics` package
 * escapes text (commas, semicolons, new lines) and folds long lines. A canceled event's entries are
 * CANCELLED. Undefined while the date is TBD: there is nothing to put in a calendar.
 */
export function eventCalendar(event: EventDetails, extras: CalendarExtras = {}): string | undefined {
  if (event.sittings.length === 0) return undefined;
  const description = [event.shortDescription, extras.note].filter(Boolean).join('\n\n');
  const entries: EventAttributes[] = event.sittings.map((sitting, i) => ({
    uid: `${event.id}-${i}@tessera`,
    start: Date.parse(sitting.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(Date.parse(sitting.end), Date.parse(sitting.start)),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    ...(description ? { description } : {}),
    ...(event.where ? { location: event.where } : {}),
    ...(extras.url ? { url: extras.url } : {}),
    status: event.lifecycle === 'CANCELED' ? 'CANCELLED' : 'CONFIRMED',
  }));
  // The package escapes an entry's text but not the calendar's name: done here (RFC 5545 TEXT).
  const calName = event.title.replace(/[\r\n]+/g, ' ').replace(/([\\;,])/g, '\\$1');
  const { error, value } = createEvents(entries, { productId: 'tessera/events', calName });
  if (error || !value) throw error ?? new Error('calendar not written');
  return value;
}
