import { useQuery } from '@tanstack/react-query';
import type { QueryEventsOptions, EventsQuery } from '@tessera/sdk';
import { eventsQueryOptions } from './query-options.ts';
import { useTesseraClient } from './useTesseraClient.ts';

export interface UseEventsQueryOptions extends QueryEventsOptions {
  enabled?: boolean;
}

/** One page of `queryEvents`; the previous page stays visible while the next loads. */
export function useEventsQuery(query: EventsQuery = {}, { enabled, ...options }: UseEventsQueryOptions = {}) {
  const client = useTesseraClient();
  return useQuery({ ...eventsQueryOptions(client, query, options), enabled });
}
