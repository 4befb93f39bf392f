import type { Event } from '@tessera/sdk';

/** Compact start for the table: `Jun 1, 2030, 8:00 PM` in the event's own time zone. */
export function formatStart(event: Event): string {
  const settings = event.dateAndTimeSettings;
  if (settings?.dateAndTimeTbd) return 'TBD';
  const start = settings?.startDate ? new Date(settings.startDate) : undefined;
  if (!start || Number.isNaN(start.getTime())) return settings?.formatted?.startDate || '—';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(undefined, {
      ...options,
      timeZone: settings?.timeZoneId ?? undefined,
    }).format(start);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(start);
  }
}
