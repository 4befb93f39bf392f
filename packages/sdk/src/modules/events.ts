import {
  getEvent as getEventEndpoint,
  getEventBySlug as getEventBySlugEndpoint,
  listEventsByCategory as listEventsByCategoryEndpoint,
  queryEvents as queryEventsEndpoint,
} from '@tessera/contracts/routes/events.endpoints';
import { endpointPath } from '../path.ts';
import type { HttpClient } from '../transport.ts';
import {
  DEFAULT_EVENTS_PAGE_SIZE,
  callOptions,
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
import type { Event, EventsQuery, QueryEventsResponse } from './events.types.ts';

// `@tessera/sdk/events`: the visitor's reads. Owner writes and bulk calls are in events-admin.ts,
// so a visitor bundle never carries them. Paths and methods come from the contracts' route table.

/** Events v3 reads: `createClient({ ..., modules: { events } })` gives `client.events.getEventBySlug(...)`. */
export function events(http: HttpClient) {
  const getOne = async (
    endpoint: typeof getEventEndpoint | typeof getEventBySlugEndpoint,
    params: Record<string, string>,
    options: FieldsOptions,
  ): Promise<Event> => {
    const response = await http.request<{ event: Event }>(
      {
        method: endpoint.method,
        path: endpointPath(endpoint, params),
        payload: withFields({}, options.fields),
        operationId: endpoint.operationId,
      },
      { ...callOptions(options), check: eventAnswer },
    );
    return response.event;
  };

  const fetchQueryPage = async (
    query: EventsQuery,
    options: QueryEventsOptions,
    offset: number,
  ): Promise<EventsPage> => {
    const pageSize = query.paging?.limit ?? DEFAULT_EVENTS_PAGE_SIZE;
    const payload: Record<string, unknown> = withFields(
      { query: { ...query, paging: { limit: pageSize, offset } } },
      options.fields,
    );
    if (options.includeDrafts !== undefined) payload.includeDrafts = options.includeDrafts;
    const response = await http.request<QueryEventsResponse>(
      {
        method: queryEventsEndpoint.method,
        path: endpointPath(queryEventsEndpoint),
        payload,
        // A POST that only reads: retried like a GET.
        idempotent: true,
        operationId: queryEventsEndpoint.operationId,
      },
      { ...callOptions(options), check: pageAnswer },
    );
    return toPage(response, pageSize, offset);
  };

  return {
    /** `GET /events/v3/events/{eventId}`. */
    getEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      return getOne(getEventEndpoint, { eventId }, options);
    },

    /** `GET /events/v3/events/slug/{slug}`. */
    getEventBySlug(slug: string, options: FieldsOptions = {}): Promise<Event> {
      return getOne(getEventBySlugEndpoint, { slug }, options);
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
      const response = await http.request<QueryEventsResponse>(
        {
          method: listEventsByCategoryEndpoint.method,
          path: endpointPath(listEventsByCategoryEndpoint, { categoryId }),
          payload: withFields({ paging: { limit: pageSize, offset } }, options.fields),
          operationId: listEventsByCategoryEndpoint.operationId,
        },
        { ...callOptions(options), check: pageAnswer },
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
