import type { Event } from '@tessera/sdk';

/**
 * Every date the web app shows is formatted here, in one locale: the page's language
 * (`<html lang>`), so a page never mixes "DEZ" with "December 1". The server's own `formatted`
 * text (always en-US) is not shown where a start date exists for the same reason.
 */
export function pageLocale(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  try {
    return Intl.getCanonicalLocales(lang || 'en')[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const isKnownZone = (timeZone: string | null | undefined): timeZone is string => {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** The zone to format in: the event's own, else UTC (never the viewer's, which would mislead). */
const zoneOf = (timeZone: string | null | undefined) => (isKnownZone(timeZone) ? timeZone : 'UTC');

const parse = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** The city of a zone id, as people say it: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
export function zoneCity(timeZone: string): string {
  if (/^(Etc\/)?(UTC|GMT|UCT|Universal|Zulu)$/i.test(timeZone)) return 'UTC';
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** The zone's offset at `at` in the page locale's short form (`GMT+2`, `EST`, `UTC`). */
export function zoneOffsetName(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(pageLocale(), { timeZone: zoneOf(timeZone), timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName');
  return parts?.value ?? timeZone;
}

/** `Lisbon time (GMT+1)`, or `UTC`: which clock the times beside it are read on. */
export function zoneLabel(timeZone: string | null | undefined, at?: Date): string {
  const zone = zoneOf(timeZone);
  const city = zoneCity(zone);
  if (city === 'UTC') return 'UTC';
  return `${city} time (${zoneOffsetName(zone, at)})`;
}

/** `May 1, 2030, 6:00 PM` in `timeZone`. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string | null): string {
  const date = parse(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(pageLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZone === undefined ? undefined : zoneOf(timeZone),
  }).format(date);
}

/** A day in the viewer's own zone (a member's sign-up day): `May 1, 2030`. */
export function formatDay(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium' }).format(date) : '';
}

/** A moment in the viewer's own zone (a message's time): `May 1, 2030, 6:00 PM`. */
export function formatMoment(iso: string | null | undefined): string {
  return formatDateTime(iso);
}

type Dates = NonNullable<Event['dateAndTimeSettings']>;

/** What to say instead of a date, or undefined when the event has a start. */
function undatedText(settings: Dates | undefined): string | undefined {
  if (!settings) return '';
  if (settings.dateAndTimeTbd) return settings.dateAndTimeTbdMessage || 'Date to be announced';
  if (!parse(settings.startDate)) return settings.formatted?.dateAndTime ?? '';
  return undefined;
}

/**
 * The event's date line, always with its zone:
 * `May 1, 2030, 6:00 – 8:00 PM · Berlin time (GMT+2)`.
 */
export function formatEventDate(event: Event): string {
  const settings = event.dateAndTimeSettings;
  const undated = undatedText(settings);
  if (undated !== undefined) return undated;
  const start = parse(settings!.startDate)!;
  const end = settings!.hideEndDate ? undefined : parse(settings!.endDate);
  const format = new Intl.DateTimeFormat(pageLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zoneOf(settings!.timeZoneId),
  });
  const when = end && end > start ? format.formatRange(start, end) : format.format(start);
  return `${when} · ${zoneLabel(settings!.timeZoneId, start)}`;
}

/** The start alone, for a table cell: `May 1, 2030, 6:00 PM` (the zone goes beside it: `eventZone`). */
export function formatEventStart(event: Event): string {
  const settings = event.dateAndTimeSettings;
  const undated = undatedText(settings);
  if (undated !== undefined) return settings?.dateAndTimeTbd ? 'To be announced' : undated || '—';
  return formatDateTime(settings!.startDate, settings!.timeZoneId);
}

/** The event's zone label, or '' for an event without a date. */
export function eventZone(event: Event): string {
  const settings = event.dateAndTimeSettings;
  if (!settings || settings.dateAndTimeTbd) return '';
  return zoneLabel(settings.timeZoneId, parse(settings.startDate));
}

/** Short date parts for the list's date tile, in the event's zone and the page's locale. */
export function dateTile(event: Event): { month: string; day: string } | undefined {
  const settings = event.dateAndTimeSettings;
  const start = settings?.dateAndTimeTbd ? undefined : parse(settings?.startDate);
  if (!start) return undefined;
  const timeZone = zoneOf(settings?.timeZoneId);
  return {
    month: new Intl.DateTimeFormat(pageLocale(), { month: 'short', timeZone }).format(start),
    day: new Intl.DateTimeFormat(pageLocale(), { day: 'numeric', timeZone }).format(start),
  };
}
