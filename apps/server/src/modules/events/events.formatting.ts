import type { Event } from '@tessera/contracts';

type DateSettings = NonNullable<Event['dateAndTimeSettings']>;

export const isValidTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Human-readable schedule ("September 1, 2026, 10:20 AM – 12:14 PM") in the event's zone. */
export function formatSchedule(settings: DateSettings): NonNullable<DateSettings['formatted']> {
  if (settings.dateAndTimeTbd || !settings.startDate) {
    return { dateAndTime: settings.dateAndTimeTbdMessage ?? 'Time is TBD', startDate: '', startTime: '' };
  }
  const timeZone = settings.timeZoneId && isValidTimeZone(settings.timeZoneId) ? settings.timeZoneId : 'UTC';
  const date = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
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

export function googleCalendarUrl(
  title: string,
  settings: DateSettings,
  location?: string,
): string | undefined {
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
