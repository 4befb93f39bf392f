import { useMemo } from 'react';
import { useEventsQuery } from '@tessera/react';

const EVENTS_QUERY = {
  sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'DESC' as const }],
  paging: { limit: 100 },
};
const OPTIONS = { includeDrafts: true };

/**
 * The site's events for the event filter and for naming each order's event: the latest 100 by
 * start date (an order of an older event shows its id).
 */
export function useOrderEvents() {
  const query = useEventsQuery(EVENTS_QUERY, OPTIONS);
  const data = query.data?.events;
  const events = useMemo(
    () =>
      (data ?? []).flatMap((event) =>
        event.id ? [{ id: event.id, title: event.title || 'Untitled event' }] : [],
      ),
    [data],
  );
  const titles = useMemo(() => new Map(events.map((event) => [event.id, event.title])), [events]);
  return { events, titles, pending: query.isPending };
}
