import type { EventsQuery, FieldsOptions, QueryEventsOptions } from '@tessera/sdk';

/** Query keys, so callers can invalidate what the hooks cache. */
export const eventKeys = {
  all: ['tessera', 'events'] as const,
  list: (query: EventsQuery, options: QueryEventsOptions) =>
    [...eventKeys.all, 'list', query, options] as const,
  slug: (slug: string, options: FieldsOptions) => [...eventKeys.all, 'slug', slug, options] as const,
};
