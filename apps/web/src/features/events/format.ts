import type { Event } from '@tessera/sdk';

/** Date line of an event: the server's formatted text when present, else the start in the event's zone. */
export function formatEventDate(event: Event): string {
  const settings = event.dateAndTimeSettings;
  if (!settings) return '';
  if (settings.dateAndTimeTbd) return settings.dateAndTimeTbdMessage || 'Date to be announced';
  if (settings.formatted?.dateAndTime) return settings.formatted.dateAndTime;
  if (!settings.startDate) return '';
  const start = new Date(settings.startDate);
  if (Number.isNaN(start.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: settings.timeZoneId ?? undefined,
    }).format(start);
  } catch {
    return start.toLocaleString();
  }
}

/** Short date parts for the list's date tile. */
export function dateTile(event: Event): { month: string; day: string } | undefined {
  const settings = event.dateAndTimeSettings;
  if (!settings?.startDate || settings.dateAndTimeTbd) return undefined;
  const start = new Date(settings.startDate);
  if (Number.isNaN(start.getTime())) return undefined;
  const timeZone = settings.timeZoneId ?? undefined;
  try {
    return {
      month: new Intl.DateTimeFormat(undefined, { month: 'short', timeZone }).format(start),
      day: new Intl.DateTimeFormat(undefined, { day: 'numeric', timeZone }).format(start),
    };
  } catch {
    return undefined;
  }
}

export function formatLocation(event: Event): string {
  const location = event.location;
  if (!location) return '';
  if (location.type === 'ONLINE') return location.name || 'Online';
  if (location.locationTbd) return 'Location to be announced';
  const address =
    location.address?.formattedAddress ||
    [location.address?.city, location.address?.country].filter(Boolean).join(', ');
  return [location.name, address].filter(Boolean).join(' · ');
}
