import { ValidationError, type EventInput, type FieldViolation } from '@tessera/sdk';
import { errorMessage, violationMessage } from './error-message.ts';
import { browserTimeZone, zonedTimeToIso } from './zoned-time.ts';

/** An uploaded image the event will refer to by id (url and size for the form's preview). */
export interface EventFormImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

export interface EventFormValues {
  title: string;
  start: string;
  end: string;
  timeZone: string;
  locationType: 'VENUE' | 'ONLINE';
  locationName: string;
  registration: 'RSVP' | 'TICKETING';
  image: EventFormImage | null;
  /** What the image shows, for people who cannot see it; stored with the event's image. */
  imageAltText: string;
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
    image: null,
    imageAltText: '',
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
    // By id only: the server fills url, size and filename from the upload.
    ...(values.image
      ? { mainImage: { id: values.image.id, altText: values.imageAltText.trim() || null } }
      : {}),
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
  ['event.mainImage.altText', 'imageAltText'],
  ['event.mainImage', 'image'],
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

/** An upload refused by the server, in words: its `file` violations speak of "the image". */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ValidationError && error.fieldViolations.length > 0) {
    return error.fieldViolations
      .map((v) => violationMessage(v.field === 'file' ? { ...v, field: 'image' } : v))
      .join(' ');
  }
  return errorMessage(error);
}
