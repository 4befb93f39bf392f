import type { HttpClient } from '../http.ts';
import type {
  CountEventsByStatusResponse,
  Event,
  EventInput,
  EventsQuery,
  PagingMetadata,
  QueryEventsResponse,
  RequestedField,
} from './events.types.ts';

const BASE = '/events/v3';
/** Events queries default to 50 per page (spec §9). */
export const DEFAULT_EVENTS_PAGE_SIZE = 50;

export interface FieldsOptions {
  fields?: RequestedField[];
}

export interface CreateEventOptions extends FieldsOptions {
  draft?: boolean;
}

export interface CloneEventOptions extends FieldsOptions {
  /** Values to change in the copy. */
  event?: Partial<EventInput>;
  draft?: boolean;
}

export interface QueryEventsOptions extends FieldsOptions {
  includeDrafts?: boolean;
}

export interface CountEventsByStatusOptions {
  filter?: Record<string, unknown>;
  facet?: string[];
  includeDrafts?: boolean;
}

/** One page of a query, with paging figures derived from `pagingMetadata` (spec §9). */
export interface EventsPage {
  events: Event[];
  pagingMetadata: PagingMetadata;
  pageSize: number;
  offset: number;
  /** Undefined when the server reports `tooManyToCount`. */
  total: number | undefined;
  /** `ceil(total / pageSize)`; undefined when the total is hidden. */
  totalPages: number | undefined;
  currentPage: number;
  hasNext: boolean;
}

/** Awaiting gives the first page; `for await` yields every event across all pages. */
export interface EventsQueryResult extends PromiseLike<EventsPage>, AsyncIterable<Event> {
  /** Every page, fetched one after the other. */
  pages(): AsyncIterableIterator<EventsPage>;
}

function enc(segment: string): string {
  return encodeURIComponent(segment);
}

function withFields<T extends Record<string, unknown>>(payload: T, fields?: RequestedField[]): T {
  return fields?.length ? { ...payload, fields } : payload;
}

function toPage(response: QueryEventsResponse, pageSize: number, requestedOffset: number): EventsPage {
  const events = response.events ?? [];
  const pagingMetadata = response.pagingMetadata ?? {};
  const offset = pagingMetadata.offset ?? requestedOffset;
  const total = pagingMetadata.tooManyToCount ? undefined : (pagingMetadata.total ?? undefined);
  const count = pagingMetadata.count ?? events.length;
  const hasNext = count > 0 && (total === undefined ? count >= pageSize : offset + count < total);
  return {
    events,
    pagingMetadata,
    pageSize,
    offset,
    total,
    totalPages: total === undefined ? undefined : Math.ceil(total / pageSize),
    currentPage: Math.floor(offset / pageSize),
    hasNext,
  };
}

export function eventsModule(http: HttpClient) {
  const single = async (request: Parameters<HttpClient['request']>[0]): Promise<Event> => {
    const response = await http.request<{ event?: Event }>(request);
    return response.event ?? {};
  };

  const fetchPage = async (
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
    const response = await http.request<QueryEventsResponse>({
      method: 'POST',
      path: `${BASE}/events/query`,
      payload,
    });
    return toPage(response, pageSize, offset);
  };

  return {
    /** `POST /events/v3/events`. */
    createEvent(event: EventInput, options: CreateEventOptions = {}): Promise<Event> {
      const payload: Record<string, unknown> = withFields({ event }, options.fields);
      if (options.draft !== undefined) payload.draft = options.draft;
      return single({ method: 'POST', path: `${BASE}/events`, payload });
    },

    /** `GET /events/v3/events/{eventId}`. */
    getEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      return single({
        method: 'GET',
        path: `${BASE}/events/${enc(eventId)}`,
        payload: withFields({}, options.fields),
      });
    },

    /** `GET /events/v3/events/slug/{slug}`. */
    getEventBySlug(slug: string, options: FieldsOptions = {}): Promise<Event> {
      return single({
        method: 'GET',
        path: `${BASE}/events/slug/${enc(slug)}`,
        payload: withFields({}, options.fields),
      });
    },

    /** `POST /events/v3/events/query` with offset paging. */
    queryEvents(query: EventsQuery = {}, options: QueryEventsOptions = {}): EventsQueryResult {
      const startOffset = query.paging?.offset ?? 0;
      let first: Promise<EventsPage> | undefined;
      const firstPage = () => (first ??= fetchPage(query, options, startOffset));
      async function* pages(): AsyncIterableIterator<EventsPage> {
        let page = await firstPage();
        yield page;
        while (page.hasNext) {
          page = await fetchPage(query, options, page.offset + page.events.length);
          yield page;
        }
      }
      return {
        then(onFulfilled, onRejected) {
          return firstPage().then(onFulfilled, onRejected);
        },
        pages,
        async *[Symbol.asyncIterator]() {
          for await (const page of pages()) yield* page.events;
        },
      };
    },

    /** `PATCH /events/v3/events/{event.id}`. */
    updateEvent(eventId: string, event: Partial<EventInput>, options: FieldsOptions = {}): Promise<Event> {
      return single({
        method: 'PATCH',
        path: `${BASE}/events/${enc(eventId)}`,
        payload: withFields({ event: { ...event, id: eventId } }, options.fields),
      });
    },

    /** `POST /events/v3/events/{eventId}/publish`. */
    publishDraftEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      return single({
        method: 'POST',
        path: `${BASE}/events/${enc(eventId)}/publish`,
        payload: withFields({}, options.fields),
      });
    },

    /** `POST /events/v3/events/{eventId}/cancel`. */
    cancelEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      return single({
        method: 'POST',
        path: `${BASE}/events/${enc(eventId)}/cancel`,
        payload: withFields({}, options.fields),
      });
    },

    /** `POST /events/v3/events/{eventId}/clone`. */
    cloneEvent(eventId: string, options: CloneEventOptions = {}): Promise<Event> {
      const payload: Record<string, unknown> = withFields({}, options.fields);
      if (options.event) payload.event = options.event;
      if (options.draft !== undefined) payload.draft = options.draft;
      return single({ method: 'POST', path: `${BASE}/events/${enc(eventId)}/clone`, payload });
    },

    /** `DELETE /events/v3/events/{eventId}`. */
    async deleteEvent(eventId: string): Promise<void> {
      await http.request({ method: 'DELETE', path: `${BASE}/events/${enc(eventId)}` });
    },

    /** `POST /events/v3/events/count-by-status`. */
    countEventsByStatus(options: CountEventsByStatusOptions = {}): Promise<CountEventsByStatusResponse> {
      return http.request<CountEventsByStatusResponse>({
        method: 'POST',
        path: `${BASE}/events/count-by-status`,
        payload: { ...options },
      });
    },

    /** `POST /events/v3/bulk/events/cancel-by-filter`: cancels every matching event that can be canceled. */
    async bulkCancelEventsByFilter(filter: Record<string, unknown>): Promise<void> {
      await http.request({
        method: 'POST',
        path: `${BASE}/bulk/events/cancel-by-filter`,
        payload: { filter: { filter } },
      });
    },

    /** `POST /events/v3/bulk/events/delete-by-filter`. */
    async bulkDeleteEventsByFilter(filter: Record<string, unknown>): Promise<void> {
      await http.request({
        method: 'POST',
        path: `${BASE}/bulk/events/delete-by-filter`,
        payload: { filter: { filter } },
      });
    },

    /** `GET /events/v3/events/category/{categoryId}`: one page of the category's published events. */
    async listEventsByCategory(
      categoryId: string,
      options: FieldsOptions & { paging?: { limit?: number; offset?: number } } = {},
    ): Promise<EventsPage> {
      const pageSize = options.paging?.limit ?? DEFAULT_EVENTS_PAGE_SIZE;
      const offset = options.paging?.offset ?? 0;
      const response = await http.request<QueryEventsResponse>({
        method: 'GET',
        path: `${BASE}/events/category/${enc(categoryId)}`,
        payload: withFields({ paging: { limit: pageSize, offset } }, options.fields),
      });
      return toPage(response, pageSize, offset);
    },
  };
}

export type EventsModule = ReturnType<typeof eventsModule>;
