import type { RawBuilder, SqlBool } from 'kysely';
import { ahead, defineClockField, fieldIs, is, not, reached } from '../../platform/query/clock-field.ts';
import type { EventStatus, RegistrationStatus, RegistrationType } from '@tessera/contracts';

/** Stored lifecycle; UPCOMING / STARTED / ENDED are derived from it and the dates. */
export type Lifecycle = 'DRAFT' | 'PUBLISHED' | 'CANCELED';

const LIFECYCLES = ['DRAFT', 'PUBLISHED', 'CANCELED'] as const;
const BASE_REGISTRATION_STATUSES = [
  'UNKNOWN_REGISTRATION_STATUS',
  'CLOSED_AUTOMATICALLY',
  'CLOSED_MANUALLY',
  'OPEN_EXTERNAL',
  'OPEN_TICKETS',
  'OPEN_RSVP',
] as const;

/**
 * The event status rule, the one place it is written (platform/query/clock-field.ts compiles it
 * to SQL, to index-friendly `status = X` conditions and to `statusAt`).
 */
export const eventStatus = defineClockField({
  name: 'status',
  table: 'events',
  columns: {
    lifecycle: { values: LIFECYCLES },
    // start_sort: start_date, or a date in the year 9999 for a TBD event (the listing index).
    start_date: { nullable: true, orLater: 'start_sort' },
    end_date: { nullable: true },
  },
  cases: [
    { when: is('lifecycle', 'DRAFT'), then: 'DRAFT' },
    { when: is('lifecycle', 'CANCELED'), then: 'CANCELED' },
    { when: reached('end_date'), then: 'ENDED' },
    { when: reached('start_date'), then: 'STARTED' },
  ],
  otherwise: 'UPCOMING',
});

export function statusAt(
  row: { lifecycle: string; start_date: string | null; end_date: string | null },
  now: string,
): EventStatus {
  return eventStatus.at(row, now) as EventStatus;
}

/** The status as SQL, so status filters, facets and guarded updates run in the database. */
export const statusSql = (now: string): RawBuilder<string> => eventStatus.sql(now);

/** `status = X` as plain column conditions (equivalent to `statusSql(now) = X`), which the listing index can serve. */
export const statusCondition = (now: string, status: string): RawBuilder<SqlBool> =>
  eventStatus.equals(status, now);

interface RegistrationSettings {
  type: RegistrationType;
  lifecycle: Lifecycle;
  registrationDisabled?: boolean;
  registrationPaused?: boolean;
  soldOut?: boolean | null;
}

export interface RegistrationInput extends RegistrationSettings {
  status: EventStatus;
  rsvpStart?: string | null;
  rsvpEnd?: string | null;
}

/**
 * The part of the registration status that does not depend on the clock; stored in
 * `events.registration_status` so `registrationStatusSql` only adds the time-dependent rules.
 * OPEN_RSVP here means "RSVP, open unless its window or the event's end says otherwise".
 */
export function registrationBaseStatus(input: RegistrationSettings): RegistrationStatus {
  if (input.type === 'NONE') return 'UNKNOWN_REGISTRATION_STATUS';
  if (input.lifecycle === 'CANCELED') return 'CLOSED_AUTOMATICALLY';
  if (input.registrationDisabled || input.registrationPaused) return 'CLOSED_MANUALLY';
  if (input.type === 'EXTERNAL') return 'OPEN_EXTERNAL';
  if (input.type === 'TICKETING') return input.soldOut ? 'CLOSED_AUTOMATICALLY' : 'OPEN_TICKETS';
  return 'OPEN_RSVP';
}

/**
 * The registration status rule, over the stored clock-free part (`registration_status`, see
 * `registrationBaseStatus`), the event's status and the RSVP window.
 */
export const registrationStatus = defineClockField({
  name: 'registration.status',
  table: 'events',
  columns: {
    registration_status: { values: BASE_REGISTRATION_STATUSES },
    rsvp_start: { nullable: true },
    rsvp_end: { nullable: true },
  },
  cases: [
    {
      when: is('registration_status', 'UNKNOWN_REGISTRATION_STATUS'),
      then: { column: 'registration_status' },
    },
    { when: fieldIs(eventStatus, 'ENDED'), then: 'CLOSED_AUTOMATICALLY' },
    { when: not(is('registration_status', 'OPEN_RSVP')), then: { column: 'registration_status' } },
    { when: ahead('rsvp_start'), then: 'SCHEDULED_RSVP' },
    { when: reached('rsvp_end'), then: 'CLOSED_AUTOMATICALLY' },
  ],
  otherwise: 'OPEN_RSVP',
});

/** Registration status follows the registration type, its window and the event's state. */
export function registrationStatusOf(input: RegistrationInput, now: string): RegistrationStatus {
  const row = {
    registration_status: registrationBaseStatus(input),
    // Already known to the caller: the rule reads it instead of the dates.
    status: input.status,
    rsvp_start: input.rsvpStart ?? null,
    rsvp_end: input.rsvpEnd ?? null,
  };
  return registrationStatus.at(row, now) as RegistrationStatus;
}

/** The same rule as SQL over the stored columns. */
export const registrationStatusSql = (now: string): RawBuilder<string> => registrationStatus.sql(now);
