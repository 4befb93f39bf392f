import type { Event } from '@tessera/sdk';

// Dates are formatted in one shared place, in one locale per page and always with the event's zone.
export { dateTile, formatEventDate } from '../../shared/dates.ts';

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
