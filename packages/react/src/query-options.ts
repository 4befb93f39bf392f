import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import type { EventsQuery, FieldsOptions, QueryEventsOptions } from '@tessera/sdk';
import { eventsReads } from './client-modules.ts';
import { eventKeys } from './query-keys.ts';

// Query definitions shared by the hooks and usable with `queryClient.fetchQuery` / `prefetchQuery`.
// TanStack's `signal` goes to the SDK, so an unmounted or superseded query aborts its request.

/** One page of `queryEvents`; the previous page stays visible while the next loads. */
export function eventsQueryOptions(
  client: BaseClient,
  query: EventsQuery = {},
  options: QueryEventsOptions = {},
) {
  return queryOptions({
    queryKey: eventKeys.list(query, options),
    queryFn: async ({ signal }) => await eventsReads(client).queryEvents(query, { ...options, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `getEventBySlug`. */
export function eventBySlugQueryOptions(client: BaseClient, slug: string, options: FieldsOptions = {}) {
  return queryOptions({
    queryKey: eventKeys.slug(slug, options),
    queryFn: ({ signal }) => eventsReads(client).getEventBySlug(slug, { ...options, signal }),
  });
}
