import type { CallOptions } from '../signals.ts';
import { allOf, hasArray, hasObject } from '../response-check.ts';
import type {
  Event,
  EventInput,
  PagingMetadata,
  QueryEventsResponse,
  RequestedField,
} from './events.types.ts';

// What the visitor (events.ts) and owner (events-admin.ts) modules share. No endpoint lives here,
// so importing it pulls in no call.

/** Events queries default to 50 per page (spec §9). */
export const DEFAULT_EVENTS_PAGE_SIZE = 50;

export interface FieldsOptions extends CallOptions {
  fields?: RequestedField[];
}

export interface CreateEventOptions extends FieldsOptions {
  draft?: boolean;
}

export interface UpdateEventOptions extends FieldsOptions {
  /**
   * Paths of the event to write (`['title', 'mainImage']`); a masked path the event leaves out is
   * cleared. Without a mask every path present in the event is written and nothing is cleared.
   */
  fieldMask?: string[];
}

export interface CloneEventOptions extends FieldsOptions {
  /** Values to change in the copy. */
  event?: Partial<EventInput>;
  draft?: boolean;
}

export interface QueryEventsOptions extends FieldsOptions {
  includeDrafts?: boolean;
}

export interface ListEventsByCategoryOptions extends FieldsOptions {
  paging?: { limit?: number; offset?: number };
}

export interface CountEventsByStatusOptions extends CallOptions {
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

/** Makes sure the answer's `event` is there (so `.event!` is safe). */
export const eventAnswer = hasObject('event');
export const pageAnswer = allOf(hasArray('events'), hasObject('pagingMetadata'));

export function withFields<T extends Record<string, unknown>>(payload: T, fields?: RequestedField[]): T {
  return fields?.length ? { ...payload, fields } : payload;
}

export function toPage(response: QueryEventsResponse, pageSize: number, requestedOffset: number): EventsPage {
  const { events, pagingMetadata } = response;
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

/** A lazy, awaitable and iterable query over offset pages starting at `startOffset`. */
export function pagedQuery(
  startOffset: number,
  fetchPage: (offset: number) => Promise<EventsPage>,
): EventsQueryResult {
  let first: Promise<EventsPage> | undefined;
  const firstPage = () => (first ??= fetchPage(startOffset));
  async function* pages(): AsyncIterableIterator<EventsPage> {
    let page = await firstPage();
    yield page;
    while (page.hasNext) {
      page = await fetchPage(page.offset + page.events.length);
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
}
