import type { EventStatus } from '@tessera/sdk';

/** How a status reads to people, on the site and in the dashboard alike. */
export const STATUS_LABELS: Record<EventStatus, string> = {
  UPCOMING: 'Upcoming',
  STARTED: 'Happening now',
  ENDED: 'Ended',
  CANCELED: 'Canceled',
  DRAFT: 'Draft',
};
