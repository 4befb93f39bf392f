import type { EventInput, FieldViolation } from '@tessera/sdk';
import { violationMessage } from './error-message.ts';
import { browserTimeZone, zonedTimeToIso } from './zoned-time.ts';

export interface EventFormValues {
  title: string;
  start: string;
  end: string;
  timeZone: string;
  locationType: 'VENUE' | 'ONLINE';
  locationName: string;
  registration: 'RSVP' | 'TICKETING';
  draft: boolean;
}

export type EventFormField = keyof EventFormValues;

export function initialEventFormValues(): EventFormValues {
  return {
    title: '',
    start: '',
    end: '',
    timeZone: browserTimeZone(),
    locationType: 'VENUE',
    locationName: '',
    registration: 'RSVP',
    draft: true,
  };
}

/** The request body's event; empty inputs are left out so the server names what is missing. */
export function toEventInput(values: EventFormValues): EventInput {
  const timeZone = values.timeZone.trim();
  return {
    title: values.title.trim() || undefined,
    dateAndTimeSettings: {
      startDate: zonedTimeToIso(values.start, timeZone),
      endDate: zonedTimeToIso(values.end, timeZone),
      timeZoneId: timeZone || undefined,
    },
    location: { type: values.locationType, name: values.locationName.trim() || undefined },
    registration: { initialType: values.registration },
  };
}

/** Server field paths and the input each belongs to; a path also covers everything below it. */
const FIELD_PATHS: [string, EventFormField][] = [
  ['event.title', 'title'],
  ['event.dateAndTimeSettings.startDate', 'start'],
  ['event.dateAndTimeSettings.endDate', 'end'],
  ['event.dateAndTimeSettings.timeZoneId', 'timeZone'],
  ['event.location.type', 'locationType'],
  ['event.location.name', 'locationName'],
  ['event.location', 'locationType'],
  ['event.registration', 'registration'],
  ['draft', 'draft'],
];

function fieldFor(path: string): EventFormField | undefined {
  return FIELD_PATHS.find(
    ([prefix]) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`),
  )?.[1];
}

/** Sentences for people: per input, and the rest (not tied to an input) for the form's alert. */
export interface SortedViolations {
  byField: Partial<Record<EventFormField, string[]>>;
  other: string[];
}

export function sortViolations(violations: FieldViolation[]): SortedViolations {
  const sorted: SortedViolations = { byField: {}, other: [] };
  for (const violation of violations) {
    const field = fieldFor(violation.field);
    const message = violationMessage(violation);
    if (field) (sorted.byField[field] ??= []).push(message);
    else sorted.other.push(message);
  }
  return sorted;
}
