import { useEventsQuery } from '@tessera/react';
import type { Event } from '@tessera/sdk';

/**
 * The events a member's tickets or RSVPs belong to, by id (one query for all of them), and whether
 * they are still loading.
 */
export function useEventsOf(items: readonly { eventId: string }[] | undefined): {
  byId: Map<string, Event>;
  loading: boolean;
} {
  const ids = [...new Set((items ?? []).map((item) => item.eventId))];
  const events = useEventsQuery(
    { filter: { id: { $in: ids } }, paging: { limit: 100 } },
    { enabled: ids.length > 0, fields: ['DETAILS'] },
  );
  return {
    byId: new Map((events.data?.events ?? []).map((event) => [event.id ?? '', event])),
    loading: events.isPending && ids.length > 0,
  };
}
