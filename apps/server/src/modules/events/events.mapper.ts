import type { Event, RegistrationType, RequestedField } from '@tessera/contracts';
import type { CategoryRow, EventRow } from './events.store.ts';
import { formatSchedule, googleCalendarUrl } from './events.formatting.ts';
import { BoundedMemo } from '../../platform/bounded-memo.ts';
import { registrationStatusOf, statusAt, type Lifecycle, type RegistrationInput } from './events.status.ts';

export interface ViewOptions {
  fields: ReadonlySet<RequestedField>;
  /**
   * Owners see everything. Visitors see what a guest of the event may see: no owner id, no feed
   * token, no conferencing password or links (those go to registered guests, not the public).
   */
  owner: boolean;
  publicUrl: string;
  now: string;
}

export const categoryToWire = (c: CategoryRow) => ({
  id: c.id,
  name: c.name,
  createdDate: c.created_date,
  hidden: c.hidden === 1,
  type: c.type as 'MANUAL' | 'RECURRING_EVENT',
});

/** The columns `toWireEvent` reads: a query selects only these. */
export const WIRE_EVENT_COLUMNS = [
  'events.id',
  'events.site_id',
  'events.slug',
  'events.title',
  'events.lifecycle',
  'events.start_date',
  'events.end_date',
  'events.registration_type',
  'events.recurring_category_id',
  'events.user_id',
  'events.created_date',
  'events.updated_date',
  'events.published_date',
  'events.revision',
  'events.doc',
] as const;
type ColumnName<C> = C extends `events.${infer Name}` ? Name : never;
export type WireEventRow = Pick<EventRow, ColumnName<(typeof WIRE_EVENT_COLUMNS)[number]>>;

/**
 * The stored document, parsed. Parsing is most of the cost of building an event, and a listing
 * reads the same documents again and again: the last parse of each event's document is kept
 * (at most 5,000, 16 M characters) and served again only when the text is the same, character
 * for character, so nothing can go stale. Looked up by `key` (the event id), as hashing the whole
 * text would cost half a parse. Kept parses are frozen, because events built from them share
 * their parts: a change would throw, not leak into the next answer.
 */
const parsedDocs = new BoundedMemo<{ text: string; doc: Event }>(5000, 16 * 1024 * 1024);

export function parsedDoc(key: string, text: string): Event {
  const kept = parsedDocs.get(key);
  if (kept && kept.text === text) return kept.doc;
  const doc = deepFreeze(JSON.parse(text) as Event);
  parsedDocs.set(key, { text, doc }, text.length);
  return doc;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Builds the wire event: the stored document, derived fields, and the requested field groups. */
export function toWireEvent(row: WireEventRow, categories: CategoryRow[], view: ViewOptions): Event {
  const doc = parsedDoc(row.id, row.doc);
  const status = statusAt(row, view.now);
  const has = (group: RequestedField) => view.fields.has(group);
  const dates = doc.dateAndTimeSettings ?? {};
  const occurrences = dates.recurringEvents?.individualEventDates ?? [];
  const dateAndTimeSettings = {
    ...dates,
    recurrenceStatus: occurrences.length > 1 ? ('RECURRING' as const) : ('ONE_TIME' as const),
    ...(dates.recurringEvents
      ? { recurringEvents: { ...dates.recurringEvents, categoryId: row.recurring_category_id } }
      : {}),
    // Written with the document; computed here only for rows stored before it was.
    formatted: dates.formatted ?? formatSchedule(dates),
  };
  const pagePath = `/events/${row.slug}`;
  const event: Event = {
    id: row.id,
    location: doc.location,
    dateAndTimeSettings,
    title: row.title,
    slug: row.slug,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    status,
    instanceId: row.site_id,
    ...(row.user_id && view.owner ? { userId: row.user_id } : {}),
    guestListSettings: doc.guestListSettings ?? { displayedPublicly: false },
    eventDisplaySettings: doc.eventDisplaySettings ?? {},
    ...(row.published_date ? { publishedDate: row.published_date } : {}),
  };
  if (has('DETAILS')) {
    event.shortDescription = doc.shortDescription ?? null;
    if (doc.mainImage) event.mainImage = doc.mainImage;
    const google = googleCalendarUrl(row.title, dates, doc.location?.address?.formattedAddress ?? undefined);
    event.calendarUrls = google ? { google } : {};
  }
  if (has('TEXTS')) {
    if (doc.description) event.description = doc.description;
    if (doc.detailedDescription) event.detailedDescription = doc.detailedDescription;
  }
  if (has('REGISTRATION')) {
    event.registration = {
      ...doc.registration,
      type: row.registration_type as RegistrationType,
      status: registrationStatusOf({ ...registrationInputOf(row, doc), status }, view.now),
    };
  }
  if (has('URLS')) event.eventPageUrl = { base: view.publicUrl, path: pagePath };
  if (has('FORM')) event.form = doc.form;
  if (has('DASHBOARD') && view.owner) {
    event.summaries = {
      rsvps: { totalCount: 0, yesCount: 0, noCount: 0, waitlistCount: 0 },
      tickets: { ticketsSold: 0, totalOrders: 0, currencyLocked: false },
      ...(doc.summaries?.cancellation ? { cancellation: doc.summaries.cancellation } : {}),
    };
  }
  if (has('FEED') && view.owner) event.feed = doc.feed;
  if (has('ONLINE_CONFERENCING_SESSION') && doc.onlineConferencing) {
    const { session, ...conferencing } = doc.onlineConferencing;
    event.onlineConferencing = {
      ...conferencing,
      ...(session ? { session: view.owner ? session : publicSession(session) } : {}),
    };
  }
  if (has('SEO_SETTINGS')) event.seoSettings = { ...doc.seoSettings, slug: row.slug, hidden: false };
  if (has('AGENDA')) {
    event.agendaSettings = {
      enabled: doc.agendaSettings?.enabled ?? false,
      pageUrl: `${view.publicUrl}${pagePath}/schedule`,
    };
  }
  if (has('CATEGORIES')) event.categories = { categories: categories.map(categoryToWire) };
  return event;
}

/** What the registration status is derived from, besides the event's status and the clock. */
export function registrationInputOf(
  row: Pick<WireEventRow, 'registration_type' | 'lifecycle'>,
  doc: Event,
): Omit<RegistrationInput, 'status'> {
  const registration = doc.registration ?? {};
  return {
    type: row.registration_type as RegistrationType,
    lifecycle: row.lifecycle as Lifecycle,
    registrationDisabled: registration.registrationDisabled,
    registrationPaused: registration.registrationPaused,
    rsvpStart: registration.rsvp?.startDate,
    rsvpEnd: registration.rsvp?.endDate,
    soldOut: registration.tickets?.soldOut,
  };
}

type Session = NonNullable<NonNullable<Event['onlineConferencing']>['session']>;

/** What the public may know of a conferencing session: that it exists, not how to get in. */
function publicSession(session: Session): Session {
  const { hostLink: _host, guestLink: _guest, password: _password, ...rest } = session;
  return rest;
}
