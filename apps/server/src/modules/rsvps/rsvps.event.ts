import type { RegistrationStatus } from '@tessera/contracts';
import { AppError, notFound } from '../../platform/errors.ts';
import { registrationStatus } from '../events/index.ts';
import type { RsvpEventRow } from './rsvps.store.ts';

/** The RSVP settings of an event (its `registration` document, owned by the events module). */
export interface RsvpSettings {
  /** Places YES answers may take (the person and their guests); null: no limit. */
  limit: number | null;
  waitlistEnabled: boolean;
  /** YES_ONLY refuses NO answers. */
  responseType: 'YES_ONLY' | 'YES_AND_NO';
  /** MEMBER: visitors may not answer. */
  membersOnly: boolean;
}

export function rsvpSettingsOf(event: RsvpEventRow): RsvpSettings {
  let registration: {
    rsvp?: { limit?: unknown; waitlistEnabled?: unknown; responseType?: unknown };
    allowedGuestTypes?: unknown;
  } = {};
  try {
    registration = (JSON.parse(event.doc) as { registration?: typeof registration }).registration ?? {};
  } catch {
    // A document that does not parse has default settings.
  }
  const rsvp = registration.rsvp ?? {};
  return {
    limit: typeof rsvp.limit === 'number' && rsvp.limit > 0 ? rsvp.limit : null,
    waitlistEnabled: rsvp.waitlistEnabled === true,
    responseType: rsvp.responseType === 'YES_AND_NO' ? 'YES_AND_NO' : 'YES_ONLY',
    membersOnly: registration.allowedGuestTypes === 'MEMBER',
  };
}

export const eventNotFound = (eventId: string): AppError =>
  notFound('EVENT_NOT_FOUND', `Event ${eventId} not found`, { eventId });

/** The event's registration status now: the events module's one rule (clock-derived). */
export const registrationStatusAt = (event: RsvpEventRow, now: string): RegistrationStatus =>
  registrationStatus.at({ ...event }, now) as RegistrationStatus;

/**
 * Refuses an answer that would take or wait for a place while registration is not open: an
 * event without RSVP registration, one whose RSVP window has not opened (SCHEDULED_RSVP), or
 * one closed (by the owner, its window, its end or a cancel).
 */
export function assertRegistrationOpen(event: RsvpEventRow, now: string): void {
  if (event.registration_type !== 'RSVP') {
    throw new AppError('PRECONDITION', 'RSVP_NOT_AVAILABLE', 'The event does not take RSVPs', {
      eventId: event.id,
    });
  }
  const status = registrationStatusAt(event, now);
  if (status === 'SCHEDULED_RSVP') {
    throw new AppError('PRECONDITION', 'REGISTRATION_NOT_OPEN', 'Registration has not opened yet', {
      eventId: event.id,
      registrationStatus: status,
      opens: event.rsvp_start,
    });
  }
  if (status !== 'OPEN_RSVP' && status !== 'OPEN_RSVP_WAITLIST_ONLY') {
    throw new AppError('PRECONDITION', 'REGISTRATION_CLOSED', 'Registration is closed', {
      eventId: event.id,
      registrationStatus: status,
    });
  }
}
