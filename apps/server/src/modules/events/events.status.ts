import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { EventStatus, RegistrationStatus, RegistrationType } from '@tessera/contracts';

/** Stored lifecycle; UPCOMING / STARTED / ENDED are derived from it and the dates. */
export type Lifecycle = 'DRAFT' | 'PUBLISHED' | 'CANCELED';

export function statusAt(
  row: { lifecycle: string; start_date: string | null; end_date: string | null },
  now: string,
): EventStatus {
  if (row.lifecycle === 'DRAFT') return 'DRAFT';
  if (row.lifecycle === 'CANCELED') return 'CANCELED';
  if (row.end_date && row.end_date <= now) return 'ENDED';
  if (row.start_date && row.start_date <= now) return 'STARTED';
  return 'UPCOMING';
}

/** The same rule as `statusAt`, as SQL, so status filters and facets run in the database. */
export const statusSql = (now: string): RawBuilder<string> => sql<string>`(CASE
  WHEN events.lifecycle = 'DRAFT' THEN 'DRAFT'
  WHEN events.lifecycle = 'CANCELED' THEN 'CANCELED'
  WHEN events.end_date IS NOT NULL AND events.end_date <= ${now} THEN 'ENDED'
  WHEN events.start_date IS NOT NULL AND events.start_date <= ${now} THEN 'STARTED'
  ELSE 'UPCOMING' END)`;

/**
 * `status = X` as plain column conditions (equivalent to `statusSql(now) = X`), which the
 * listing index can serve.
 */
export function statusCondition(now: string, status: string): RawBuilder<SqlBool> {
  const notEnded = sql`(events.end_date IS NULL OR events.end_date > ${now})`;
  switch (status) {
    case 'DRAFT':
    case 'CANCELED':
      return sql<SqlBool>`events.lifecycle = ${status}`;
    case 'ENDED':
      return sql<SqlBool>`(events.lifecycle = 'PUBLISHED' AND events.end_date IS NOT NULL AND events.end_date <= ${now})`;
    case 'STARTED':
      return sql<SqlBool>`(events.lifecycle = 'PUBLISHED' AND ${notEnded} AND events.start_date IS NOT NULL AND events.start_date <= ${now})`;
    default:
      return sql<SqlBool>`(events.lifecycle = 'PUBLISHED' AND ${notEnded} AND (events.start_date IS NULL OR events.start_date > ${now}))`;
  }
}

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

/** Registration status follows the registration type, its window and the event's state. */
export function registrationStatusOf(input: RegistrationInput, now: string): RegistrationStatus {
  const base = registrationBaseStatus(input);
  if (base === 'UNKNOWN_REGISTRATION_STATUS') return base;
  if (input.status === 'ENDED') return 'CLOSED_AUTOMATICALLY';
  if (base !== 'OPEN_RSVP') return base;
  if (input.rsvpStart && input.rsvpStart > now) return 'SCHEDULED_RSVP';
  if (input.rsvpEnd && input.rsvpEnd <= now) return 'CLOSED_AUTOMATICALLY';
  return 'OPEN_RSVP';
}

/** The same rule as `registrationStatusOf`, as SQL over the stored base status and RSVP window. */
export const registrationStatusSql = (now: string): RawBuilder<string> => sql<string>`(CASE
  WHEN events.registration_status = 'UNKNOWN_REGISTRATION_STATUS' THEN events.registration_status
  WHEN events.lifecycle = 'PUBLISHED' AND events.end_date IS NOT NULL AND events.end_date <= ${now}
    THEN 'CLOSED_AUTOMATICALLY'
  WHEN events.registration_status <> 'OPEN_RSVP' THEN events.registration_status
  WHEN events.rsvp_start IS NOT NULL AND events.rsvp_start > ${now} THEN 'SCHEDULED_RSVP'
  WHEN events.rsvp_end IS NOT NULL AND events.rsvp_end <= ${now} THEN 'CLOSED_AUTOMATICALLY'
  ELSE 'OPEN_RSVP' END)`;
