import type { Event } from '@tessera/contracts/events';
import { selectFromSite, type SiteScope } from '../../../platform/site-scope.ts';

/** One sitting of an event: a plain event has one, a recurring one each of its dates. */
export interface Sitting {
  start: string;
  end: string;
}

/** What tickets, calendar files and emails say about an event. */
export interface EventDetails {
  id: string;
  title: string;
  slug: string;
  /** DRAFT, PUBLISHED or CANCELED. */
  lifecycle: string;
  /** The zone its times are shown in (IANA), UTC when unknown. */
  timeZone: string;
  /** "September 1, 2026, 10:20 AM – 12:14 PM" as the event page shows it, or its TBD text. */
  when: string;
  /** Its sittings, none while the date is TBD. */
  sittings: Sitting[];
  /** Venue name and address, or "Online". */
  where: string;
  shortDescription: string;
}

/**
 * Reads an event for documents (the events table is only read here, never written). Undefined
 * when the site has no such event. Nothing of the stored document is trusted to be well formed.
 */
export async function eventDetailsOf(scope: SiteScope, eventId: string): Promise<EventDetails | undefined> {
  const row = await selectFromSite(scope, 'events')
    .select(['id', 'title', 'slug', 'lifecycle', 'doc'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  let doc: Event = {};
  try {
    doc = (JSON.parse(row.doc) ?? {}) as Event;
  } catch {
    doc = {};
  }
  const dates = doc.dateAndTimeSettings ?? {};
  const timeZone = validZone(dates.timeZoneId) ?? 'UTC';
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    lifecycle: row.lifecycle,
    timeZone,
    when: whenText(dates, timeZone),
    sittings: sittingsOf(dates),
    where: whereText(doc.location),
    shortDescription: typeof doc.shortDescription === 'string' ? doc.shortDescription : '',
  };
}

type Dates = NonNullable<Event['dateAndTimeSettings']>;

function sittingsOf(dates: Dates): Sitting[] {
  if (dates.dateAndTimeTbd || !dates.startDate) return [];
  const occurrences = (dates.recurringEvents?.individualEventDates ?? []).filter(
    (o): o is { startDate: string; endDate?: string | null } => typeof o?.startDate === 'string',
  );
  const listed = occurrences.map((o) => ({ start: o.startDate, end: o.endDate ?? o.startDate }));
  return listed.length ? listed : [{ start: dates.startDate, end: dates.endDate ?? dates.startDate }];
}

function validZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || !zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** Start (and end) in the event's own zone, with the zone's name: a ticket is read far from home. */
function whenText(dates: Dates, timeZone: string): string {
  if (dates.dateAndTimeTbd || !dates.startDate) return dates.dateAndTimeTbdMessage || 'Date to be announced';
  const date = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
  const start = new Date(dates.startDate);
  const zoneName = zone.formatToParts(start).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  let text = `${date.format(start)}, ${time.format(start)}`;
  if (dates.endDate && !dates.hideEndDate) {
    const end = new Date(dates.endDate);
    text +=
      date.format(end) === date.format(start)
        ? ` – ${time.format(end)}`
        : ` – ${date.format(end)}, ${time.format(end)}`;
  }
  return `${text} (${zoneName})`;
}

function whereText(location: Event['location']): string {
  if (!location) return '';
  if (location.type === 'ONLINE') return 'Online';
  const address = location.address;
  const line =
    address?.formattedAddress ??
    address?.addressLine ??
    [address?.addressLine1, address?.city].filter((part) => typeof part === 'string' && part).join(', ');
  return [location.name, line].filter((part) => typeof part === 'string' && part).join(', ');
}
