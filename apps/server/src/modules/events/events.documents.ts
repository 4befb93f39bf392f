import type { Insertable } from 'kysely';
import type { Event, RegistrationType } from '@tessera/contracts';
import type { EventsTable } from './events.schema.ts';
import { scheduleText } from './events.wire.ts';
import { registrationBaseStatus, type Lifecycle } from './events.status.ts';

/*
 * The stored event document: what a write's normalise step makes of a client's event (read-only
 * fields dropped, dates in UTC, defaults filled, the schedule text written) and the indexed
 * columns its persist step derives from it. Turning it into the wire event is events.wire.ts's.
 */

const iso = (value?: string | null) => (value ? new Date(value).toISOString() : null);

/** Fields the server owns: whatever a client sends for them is ignored. */
export function withoutReadOnlyFields(event: Event): Event {
  const {
    id: _id,
    slug: _slug,
    createdDate: _c,
    updatedDate: _u,
    status: _s,
    calendarUrls: _cal,
    eventPageUrl: _url,
    summaries: _sum,
    instanceId: _i,
    userId: _user,
    publishedDate: _p,
    contactLabel: _label,
    categories: _categories,
    feed: _feed,
    ...doc
  } = structuredClone(event);
  if (doc.registration) {
    delete doc.registration.status;
    if (doc.registration.tickets) {
      delete doc.registration.tickets.lowestPrice;
      delete doc.registration.tickets.highestPrice;
      delete doc.registration.tickets.soldOut;
    }
  }
  if (doc.dateAndTimeSettings) {
    delete doc.dateAndTimeSettings.formatted;
    delete doc.dateAndTimeSettings.recurrenceStatus;
    delete doc.dateAndTimeSettings.recurringEvents?.categoryId;
  }
  delete doc.onlineConferencing?.session;
  delete doc.agendaSettings?.pageUrl;
  delete doc.seoSettings?.hidden;
  return doc;
}

/** Normalizes dates to UTC ISO strings, fills defaults a new event gets, writes the schedule text. */
export function normalizeDocument(doc: Event): Event {
  const result = structuredClone(doc);
  const dates = result.dateAndTimeSettings;
  if (dates) {
    if (dates.startDate) dates.startDate = iso(dates.startDate);
    if (dates.endDate) dates.endDate = iso(dates.endDate);
    for (const o of dates.recurringEvents?.individualEventDates ?? []) {
      o.startDate = iso(o.startDate);
      o.endDate = iso(o.endDate);
    }
    dates.timeZoneId ??= 'Etc/UTC';
    dates.formatted = scheduleText(dates);
  }
  const rsvp = result.registration?.rsvp;
  if (rsvp?.startDate) rsvp.startDate = iso(rsvp.startDate);
  if (rsvp?.endDate) rsvp.endDate = iso(rsvp.endDate);
  if (result.location && !result.location.type) result.location.type = 'VENUE';
  if (result.registration?.initialType === 'TICKETING') {
    result.registration.tickets = {
      guestsAssignedSeparately: false,
      ticketLimitPerOrder: 20,
      // No hold duration here: a hold takes the event's own, else the site's (events settings, 20 by
      // default) when it is made. Events stored with the 20 written here keep it.
      ...result.registration.tickets,
    };
  }
  if (result.registration?.initialType === 'RSVP') {
    result.registration.rsvp = {
      responseType: 'YES_ONLY',
      waitlistEnabled: false,
      ...result.registration.rsvp,
    };
  }
  result.registration = { allowedGuestTypes: 'VISITOR_OR_MEMBER', ...result.registration };
  result.form ??= defaultForm();
  return result;
}

/** Name and email are always asked and pinned to the top of a registration form. */
function defaultForm(): NonNullable<Event['form']> {
  return {
    controls: [
      {
        id: 'name',
        type: 'NAME',
        system: true,
        orderIndex: 0,
        inputs: [
          { name: 'firstName', label: 'First Name', mandatory: true, maxLength: 50, type: 'TEXT' },
          { name: 'lastName', label: 'Last Name', mandatory: true, maxLength: 50, type: 'TEXT' },
        ],
      },
      {
        id: 'email',
        type: 'INPUT',
        system: true,
        orderIndex: 1,
        inputs: [{ name: 'email', label: 'Email', mandatory: true, maxLength: 255, type: 'TEXT' }],
      },
    ],
    messages: {},
  };
}

/** Sorts events whose date is TBD after every dated one. */
const TBD_SORT_DATE = '9999-12-31T23:59:59.999Z';

/** The indexed columns of an event row, derived from its document (never from the clock). */
export function columnsOf(
  doc: Event,
  lifecycle: Lifecycle,
): Omit<Insertable<EventsTable>, 'site_id' | 'id' | 'slug' | 'created_date' | 'updated_date' | 'doc'> {
  const dates = doc.dateAndTimeSettings ?? {};
  const start_date = dates.dateAndTimeTbd ? null : (dates.startDate ?? null);
  const end_date = dates.dateAndTimeTbd ? null : (dates.endDate ?? null);
  const registration = doc.registration ?? {};
  const type = (registration.type ?? registration.initialType ?? 'RSVP') as RegistrationType;
  return {
    title: doc.title ?? '',
    lifecycle,
    start_date,
    start_sort: start_date ?? TBD_SORT_DATE,
    end_date,
    location_type: doc.location?.type ?? null,
    registration_type: type,
    registration_status: registrationBaseStatus({
      type,
      lifecycle,
      registrationDisabled: registration.registrationDisabled,
      registrationPaused: registration.registrationPaused,
      soldOut: registration.tickets?.soldOut,
    }),
    rsvp_start: registration.rsvp?.startDate ?? null,
    rsvp_end: registration.rsvp?.endDate ?? null,
  };
}
