import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventsQuery, QueryEventsOptions } from '@tessera/sdk';
import { eventKeys } from './query-keys.ts';
import { useTesseraClient } from './useTesseraClient.ts';

export interface UseEventsQueryOptions extends QueryEventsOptions {
  enabled?: boolean;
}

/** One page of `queryEvents`; the previous page stays visible while the next loads. */
export function useEventsQuery(query: EventsQuery = {}, { enabled, ...options }: UseEventsQueryOptions = {}) {
  const client = useTesseraClient();
  return useQuery({
    queryKey: eventKeys.list(query, options),
    queryFn: async () => await client.events.queryEvents(query, options),
    placeholderData: keepPreviousData,
    enabled,
  });
}
