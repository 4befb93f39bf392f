import { useEventsQuery } from '@tessera/react';

const DOOR_EVENTS = {
  filter: { status: { $in: ['UPCOMING', 'STARTED'] } },
  sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' as const }],
  paging: { limit: 100 },
};
const ALL_EVENTS = {
  sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'DESC' as const }],
  paging: { limit: 100 },
};

/**
 * Events to pick on the guest list (every published one, latest first) or at the door (what is
 * happening now or next, soonest first). Published events only: drafts have no guests.
 */
export function useDoorEvents(which: 'door' | 'all') {
  const query = useEventsQuery(which === 'door' ? DOOR_EVENTS : ALL_EVENTS);
  return {
    events: query.data?.events ?? [],
    pending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
