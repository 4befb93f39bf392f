import type { Event, RegistrationType, RequestedField } from '@tessera/contracts';
import { BoundedGroupMemo, BoundedMemo } from '../../platform/bounded-memo.ts';
import type { CategoryRow, EventRow } from './events.store.ts';
import { registrationStatusOf, statusAt, type Lifecycle, type RegistrationInput } from './events.status.ts';

/*
 * The one place a stored event becomes the wire event: the columns it reads, the parts derived
 * from the clock, each requested field group, the schedule text, and the encoded JSON a listing
 * keeps. Writes store what this file writes back (`scheduleText`), reads and listings answer
 * with `toWireEvent` / `eventJson`; nothing else shapes an event.
 */

// ---------------------------------------------------------------------------------------------
// What shaping reads

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
  // The registration window's times, for when a kept answer stops holding (registrationStatus).
  'events.rsvp_start',
  'events.rsvp_end',
] as const;
type ColumnName<C> = C extends `events.${infer Name}` ? Name : never;
export type WireEventRow = Pick<EventRow, ColumnName<(typeof WIRE_EVENT_COLUMNS)[number]>>;

/**
 * What a listing reads first, from the listing index alone (no table row, no document): enough
 * to find an event's kept answer and to tell whether it still holds.
 */
export const LISTING_COLUMNS = [
  'events.id',
  'events.revision',
  'events.lifecycle',
  'events.start_date',
  'events.end_date',
] as const;
export type ListingRow = Pick<WireEventRow, 'id' | 'revision' | 'lifecycle' | 'start_date' | 'end_date'>;

/** Who the event is shaped for, and with which field groups. */
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

/** A view of events: the requested fields, the audience and the site's address, with their key. */
export type EventView = ViewOptions & { key: string };

export function eventView(
  fields: ReadonlySet<RequestedField>,
  owner: boolean,
  publicUrl: string,
  now: string,
): EventView {
  const key = `${[...fields].sort().join(',')}\u0000${owner}\u0000${publicUrl}`;
  return { fields, owner, publicUrl, now, key };
}

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

// ---------------------------------------------------------------------------------------------
// The wire event

/** What every field group is shaped from. */
interface Shaping {
  row: WireEventRow;
  doc: Event;
  view: ViewOptions;
  status: ReturnType<typeof statusAt>;
  categories: CategoryRow[];
  pagePath: string;
}

/**
 * The field groups a caller may request, each filling its part of the event. Declared for every
 * group of the contracts (a new group does not compile without its part), in answer order.
 */
const fieldGroups: Record<RequestedField, (event: Event, from: Shaping) => void> = {
  DETAILS(event, { row, doc }) {
    event.shortDescription = doc.shortDescription ?? null;
    if (doc.mainImage) event.mainImage = doc.mainImage;
    const dates = doc.dateAndTimeSettings ?? {};
    const google = googleCalendarUrl(row.title, dates, doc.location?.address?.formattedAddress ?? undefined);
    // The calendar file event-checkout serves (documents/document-routes.ts EVENT_CALENDAR_PATH;
    // a path, so the page's own origin serves it): only once there is a date to put in it.
    const ics =
      dates.startDate && !dates.dateAndTimeTbd
        ? `/_api/tessera/v1/sites/${encodeURIComponent(row.site_id)}/events/${encodeURIComponent(row.id)}/calendar.ics`
        : undefined;
    event.calendarUrls = { ...(google ? { google } : {}), ...(ics ? { ics } : {}) };
  },
  TEXTS(event, { doc }) {
    if (doc.description) event.description = doc.description;
    if (doc.detailedDescription) event.detailedDescription = doc.detailedDescription;
  },
  REGISTRATION(event, { row, doc, status, view }) {
    event.registration = {
      ...doc.registration,
      type: row.registration_type as RegistrationType,
      status: registrationStatusOf({ ...registrationInputOf(row, doc), status }, view.now),
    };
  },
  URLS(event, { view, pagePath }) {
    event.eventPageUrl = { base: view.publicUrl, path: pagePath };
  },
  FORM(event, { doc }) {
    event.form = doc.form;
  },
  DASHBOARD(event, { doc, view }) {
    if (!view.owner) return;
    event.summaries = {
      rsvps: { totalCount: 0, yesCount: 0, noCount: 0, waitlistCount: 0 },
      tickets: { ticketsSold: 0, totalOrders: 0, currencyLocked: false },
      ...(doc.summaries?.cancellation ? { cancellation: doc.summaries.cancellation } : {}),
    };
  },
  FEED(event, { doc, view }) {
    if (view.owner) event.feed = doc.feed;
  },
  ONLINE_CONFERENCING_SESSION(event, { doc, view }) {
    if (!doc.onlineConferencing) return;
    const { session, ...conferencing } = doc.onlineConferencing;
    event.onlineConferencing = {
      ...conferencing,
      ...(session ? { session: view.owner ? session : publicSession(session) } : {}),
    };
  },
  SEO_SETTINGS(event, { row, doc }) {
    event.seoSettings = { ...doc.seoSettings, slug: row.slug, hidden: false };
  },
  AGENDA(event, { doc, view, pagePath }) {
    event.agendaSettings = {
      enabled: doc.agendaSettings?.enabled ?? false,
      pageUrl: `${view.publicUrl}${pagePath}/schedule`,
    };
  },
  CATEGORIES(event, { categories }) {
    event.categories = { categories: categories.map(categoryToWire) };
  },
};
const groupOrder = Object.keys(fieldGroups) as RequestedField[];

/** Builds the wire event: the stored document, derived fields, and the requested field groups. */
export function toWireEvent(row: WireEventRow, categories: CategoryRow[], view: ViewOptions): Event {
  const doc = parsedDoc(row.id, row.doc);
  const status = statusAt(row, view.now);
  const dates = doc.dateAndTimeSettings ?? {};
  const occurrences = dates.recurringEvents?.individualEventDates ?? [];
  const dateAndTimeSettings = {
    ...dates,
    recurrenceStatus: occurrences.length > 1 ? ('RECURRING' as const) : ('ONE_TIME' as const),
    ...(dates.recurringEvents
      ? { recurringEvents: { ...dates.recurringEvents, categoryId: row.recurring_category_id } }
      : {}),
    // Written with the document; computed here only for rows stored before it was.
    formatted: dates.formatted ?? scheduleText(dates),
  };
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
  const from: Shaping = { row, doc, view, status, categories, pagePath: `/events/${row.slug}` };
  for (const group of groupOrder) if (view.fields.has(group)) fieldGroups[group](event, from);
  return event;
}

const categoryToWire = (c: CategoryRow) => ({
  id: c.id,
  name: c.name,
  createdDate: c.created_date,
  hidden: c.hidden === 1,
  type: c.type as 'MANUAL' | 'RECURRING_EVENT',
});

/** What the registration status is derived from, besides the event's status and the clock. */
function registrationInputOf(
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

// ---------------------------------------------------------------------------------------------
// The encoded event, kept for listings

interface Kept {
  revision: number;
  /** Registration inputs of that revision, when the view shows registration. */
  registration: Omit<RegistrationInput, 'status'> | null;
  /** What the answer took from the clock and the categories table, as it was then. */
  derived: Derived;
  json: Buffer;
}

/** The parts of an answer taken from the clock and the categories: what `toWireEvent` derives. */
interface Derived {
  status: string;
  registrationStatus: string;
  categories: string;
}

/**
 * The encoded JSON of each event's last answer per view, at most 5,000 (16 MB). Reused only
 * while all it was built from holds: the same row revision (every write of the row raises it),
 * the same status and registration status at the request's clock, the same categories. A page
 * of unchanged events then costs a lookup per event instead of reading, building and
 * stringifying each one. Grouped by site and view, so a page finds its group once and each
 * event by its id alone (a kept page's id strings come with their hash).
 */
const keptJson = new BoundedGroupMemo<Kept>(5000, 16 * 1024 * 1024);

const groupOf = (siteId: string, view: EventView) => `${siteId}\u0000${view.key}`;

function derivedOf(
  row: ListingRow,
  registration: Kept['registration'],
  categories: CategoryRow[],
  view: EventView,
): Derived {
  const status = statusAt(row, view.now);
  return {
    status,
    registrationStatus: registration ? registrationStatusOf({ ...registration, status }, view.now) : '',
    categories: view.fields.has('CATEGORIES') ? JSON.stringify(categories) : '',
  };
}

/** Whether what an answer derived still holds for this row, clock and categories. */
function stillDerived(kept: Kept, row: ListingRow, categories: CategoryRow[], view: EventView): boolean {
  const { derived, registration } = kept;
  const status = statusAt(row, view.now);
  if (derived.status !== status) return false;
  if (
    registration &&
    derived.registrationStatus !== registrationStatusOf({ ...registration, status }, view.now)
  )
    return false;
  return !view.fields.has('CATEGORIES') || derived.categories === JSON.stringify(categories);
}

/**
 * The kept JSON of a site's events in one view: a lookup per event of a page, each answer only
 * if it still holds for that row (its revision, status, registration status and categories).
 */
export function keptEventJsons(
  siteId: string,
  view: EventView,
): (row: ListingRow, categories: CategoryRow[]) => Buffer | undefined {
  const group = keptJson.group(groupOf(siteId, view));
  if (!group) return () => undefined;
  return (row, categories) => {
    const kept = group.get(row.id)?.value;
    if (!kept || kept.revision !== row.revision) return undefined;
    return stillDerived(kept, row, categories, view) ? kept.json : undefined;
  };
}

/** The event's encoded JSON, as `JSON.stringify(toWireEvent(...))`, kept for the next listing. */
export function eventJson(row: WireEventRow, categories: CategoryRow[], view: EventView): Buffer {
  const registration = view.fields.has('REGISTRATION')
    ? registrationInputOf(row, parsedDoc(row.id, row.doc))
    : null;
  const json = Buffer.from(JSON.stringify(toWireEvent(row, categories, view)));
  keptJson.set(
    groupOf(row.site_id, view),
    row.id,
    { revision: row.revision, registration, derived: derivedOf(row, registration, categories, view), json },
    json.length,
  );
  return json;
}

// ---------------------------------------------------------------------------------------------
// Schedule text and calendar links

type DateSettings = NonNullable<Event['dateAndTimeSettings']>;

interface ZoneFormatters {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  zone: Intl.DateTimeFormat;
}

// Building an Intl.DateTimeFormat costs ~200 µs and native memory; formatting with one ~10 µs.
// Time zones are few, so their formatters are kept for the process lifetime.
const formattersByZone = new Map<string, ZoneFormatters | null>();

function formattersFor(timeZone: string): ZoneFormatters | null {
  let formatters = formattersByZone.get(timeZone);
  if (formatters === undefined) {
    try {
      formatters = {
        date: new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }),
        time: new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' }),
        zone: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }),
      };
    } catch {
      formatters = null;
    }
    // Unknown zones are cached too (as null), but bounded: they come from client input.
    if (formatters || formattersByZone.size < 1000) formattersByZone.set(timeZone, formatters);
  }
  return formatters;
}

export const isValidTimeZone = (zone: string): boolean => formattersFor(zone) !== null;

/**
 * The wire's `dateAndTimeSettings.formatted` ("September 1, 2026, 10:20 AM – 12:14 PM") in the
 * event's zone. Writes store it with the document (formatting costs more than the rest of an
 * event), so reads only compute it for rows stored before it was.
 */
export function scheduleText(settings: DateSettings): NonNullable<DateSettings['formatted']> {
  if (settings.dateAndTimeTbd || !settings.startDate) {
    return { dateAndTime: settings.dateAndTimeTbdMessage ?? 'Time is TBD', startDate: '', startTime: '' };
  }
  const {
    date,
    time,
    zone: zoneName,
  } = (settings.timeZoneId && formattersFor(settings.timeZoneId)) || formattersFor('UTC')!;
  const zone = zoneName
    .formatToParts(new Date(settings.startDate))
    .find((p) => p.type === 'timeZoneName')?.value;
  const start = new Date(settings.startDate);
  const end = settings.endDate ? new Date(settings.endDate) : undefined;
  const startDate = date.format(start);
  const startTime = time.format(start);
  const endDate = end && !settings.hideEndDate ? date.format(end) : '';
  const endTime = end && !settings.hideEndDate ? time.format(end) : '';
  let dateAndTime = `${startDate}, ${startTime}`;
  if (endDate) dateAndTime += endDate === startDate ? ` – ${endTime}` : ` – ${endDate}, ${endTime}`;
  if (settings.showTimeZone && zone) dateAndTime += ` ${zone}`;
  return { dateAndTime, startDate, startTime, endDate, endTime };
}

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function googleCalendarUrl(title: string, settings: DateSettings, location?: string): string | undefined {
  if (!settings.startDate) return undefined;
  const end = settings.endDate ?? settings.startDate;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${compact(settings.startDate)}/${compact(end)}`,
    ...(location ? { location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
