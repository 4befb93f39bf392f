import type { Event, FieldViolation } from '@tessera/contracts';
import { violation } from '../../platform/errors.ts';
import { isValidTimeZone } from './events.wire.ts';

type Doc = Event;

const before = (a?: string | null, b?: string | null) => !a || !b || Date.parse(a) < Date.parse(b);

/** The validate step's rules: those of a complete event document (after defaults or a patch are applied). */
export function validateEventDocument(doc: Doc, path = 'event'): FieldViolation[] {
  const v: FieldViolation[] = [];
  if (!doc.title || !doc.title.trim())
    v.push(violation(`${path}.title`, 'must not be empty', 'REQUIRED_FIELD'));
  if (!doc.location) v.push(violation(`${path}.location`, 'must not be empty', 'REQUIRED_FIELD'));
  const dates = doc.dateAndTimeSettings;
  if (!dates) {
    v.push(violation(`${path}.dateAndTimeSettings`, 'must not be empty', 'REQUIRED_FIELD'));
  } else {
    const datesPath = `${path}.dateAndTimeSettings`;
    const occurrences = dates.recurringEvents?.individualEventDates ?? [];
    if (!dates.dateAndTimeTbd && occurrences.length === 0) {
      if (!dates.startDate)
        v.push(violation(`${datesPath}.startDate`, 'must not be empty', 'REQUIRED_FIELD'));
      if (!dates.endDate) v.push(violation(`${datesPath}.endDate`, 'must not be empty', 'REQUIRED_FIELD'));
    }
    if (!before(dates.startDate, dates.endDate)) {
      v.push(
        violation(
          `${datesPath}.endDate`,
          'must be after startDate',
          'VALIDATION',
          undefined,
          'INVALID_EVENT_CONFIGURATION',
        ),
      );
    }
    if (dates.timeZoneId && !isValidTimeZone(dates.timeZoneId)) {
      v.push(
        violation(`${datesPath}.timeZoneId`, 'must be a TZ database time zone', 'FORMAT', {
          type: 'TIME_ZONE',
        }),
      );
    }
    occurrences.forEach((o, i) => {
      const p = `${datesPath}.recurringEvents.individualEventDates[${i}]`;
      if (!o.startDate) v.push(violation(`${p}.startDate`, 'must not be empty', 'REQUIRED_FIELD'));
      if (!o.endDate) v.push(violation(`${p}.endDate`, 'must not be empty', 'REQUIRED_FIELD'));
      if (!before(o.startDate, o.endDate))
        v.push(violation(`${p}.endDate`, 'must be after startDate', 'VALIDATION'));
      if (o.timeZoneId && !isValidTimeZone(o.timeZoneId)) {
        v.push(
          violation(`${p}.timeZoneId`, 'must be a TZ database time zone', 'FORMAT', { type: 'TIME_ZONE' }),
        );
      }
    });
    if (doc.onlineConferencing?.enabled && dates.dateAndTimeTbd) {
      v.push(
        violation(
          `${path}.onlineConferencing.enabled`,
          'is not available when the date is TBD',
          'VALIDATION',
          undefined,
          'INVALID_EVENT_CONFIGURATION',
        ),
      );
    }
  }
  const registration = doc.registration;
  if (!registration?.initialType) {
    v.push(violation(`${path}.registration.initialType`, 'must not be empty', 'REQUIRED_FIELD'));
  } else {
    const type = registration.type ?? registration.initialType;
    if (type !== registration.initialType && type !== 'EXTERNAL' && type !== 'NONE') {
      v.push(
        violation(
          `${path}.registration.type`,
          `an event created for ${registration.initialType} can only switch to EXTERNAL or NONE`,
          'VALIDATION',
          { initialType: registration.initialType },
          'INVALID_EVENT_CONFIGURATION',
        ),
      );
    }
    if (type === 'EXTERNAL' && !registration.external?.url) {
      v.push(violation(`${path}.registration.external.url`, 'must not be empty', 'REQUIRED_FIELD'));
    }
  }
  if (!before(registration?.rsvp?.startDate, registration?.rsvp?.endDate)) {
    v.push(violation(`${path}.registration.rsvp.endDate`, 'must be after startDate', 'VALIDATION'));
  }
  return v;
}
