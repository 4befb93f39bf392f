import {
  getEvent as getEventEndpoint,
  getEventBySlug as getEventBySlugEndpoint,
  listEventsByCategory as listEventsByCategoryEndpoint,
  queryEvents as queryEventsEndpoint,
} from '@tessera/contracts/routes/events.endpoints';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import {
  DEFAULT_EVENTS_PAGE_SIZE,
  eventAnswer,
  pageAnswer,
  pagedQuery,
  toPage,
  withFields,
  type EventsPage,
  type EventsQueryResult,
  type FieldsOptions,
  type ListEventsByCategoryOptions,
  type QueryEventsOptions,
} from './events-common.ts';
import type { Event, EventsQuery } from './events.types.ts';

// `@tessera/sdk/events`: the visitor's reads. Owner writes and bulk calls are in events-admin.ts,
// so a visitor bundle never carries them. Paths and methods come from the contracts' endpoints,
// answer types from the route table (endpoint-call.ts).

/** Events v3 reads: `createClient({ ..., modules: { events } })` gives `client.events.getEventBySlug(...)`. */
export function events(http: HttpClient) {
  const call = callerOf(http);

  const fetchQueryPage = async (
    query: EventsQuery,
    options: QueryEventsOptions,
    offset: number,
  ): Promise<EventsPage> => {
    const pageSize = query.paging?.limit ?? DEFAULT_EVENTS_PAGE_SIZE;
    const input = withFields({ query: { ...query, paging: { limit: pageSize, offset } } }, options.fields);
    const response = await call(
      queryEventsEndpoint,
      {},
      options.includeDrafts === undefined ? input : { ...input, includeDrafts: options.includeDrafts },
      // A POST that only reads: retried like a GET.
      { ...options, check: pageAnswer, idempotent: true },
    );
    return toPage(response, pageSize, offset);
  };

  return {
    /** `GET /events/v3/events/{eventId}`. */
    async getEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      const input = withFields({}, options.fields);
      return (await call(getEventEndpoint, { eventId }, input, { ...options, check: eventAnswer })).event!;
    },

    /** `GET /events/v3/events/slug/{slug}`. */
    async getEventBySlug(slug: string, options: FieldsOptions = {}): Promise<Event> {
      const input = withFields({}, options.fields);
      return (await call(getEventBySlugEndpoint, { slug }, input, { ...options, check: eventAnswer })).event!;
    },

    /** `POST /events/v3/events/query` with offset paging; `signal`/`timeoutMs` apply to each page. */
    queryEvents(query: EventsQuery = {}, options: QueryEventsOptions = {}): EventsQueryResult {
      return pagedQuery(query.paging?.offset ?? 0, (offset) => fetchQueryPage(query, options, offset));
    },

    /** `GET /events/v3/events/category/{categoryId}`: one page of the category's published events. */
    async listEventsByCategory(
      categoryId: string,
      options: ListEventsByCategoryOptions = {},
    ): Promise<EventsPage> {
      const pageSize = options.paging?.limit ?? DEFAULT_EVENTS_PAGE_SIZE;
      const offset = options.paging?.offset ?? 0;
      const response = await call(
        listEventsByCategoryEndpoint,
        { categoryId },
        withFields({ paging: { limit: pageSize, offset } }, options.fields),
        { ...options, check: pageAnswer },
      );
      return toPage(response, pageSize, offset);
    },
  };
}

/** The visitor reads of Events v3. */
export type EventsReadModule = ReturnType<typeof events>;

export { DEFAULT_EVENTS_PAGE_SIZE } from './events-common.ts';
export type {
  EventsPage,
  EventsQueryResult,
  FieldsOptions,
  ListEventsByCategoryOptions,
  QueryEventsOptions,
} from './events-common.ts';
export type * from './events.types.ts';
