import {
  bulkCancelEventsByFilter as bulkCancelEndpoint,
  bulkDeleteEventsByFilter as bulkDeleteEndpoint,
  cancelEvent as cancelEventEndpoint,
  cloneEvent as cloneEventEndpoint,
  countEventsByStatus as countEventsByStatusEndpoint,
  createEvent as createEventEndpoint,
  deleteEvent as deleteEventEndpoint,
  publishDraftEvent as publishDraftEventEndpoint,
  updateEvent as updateEventEndpoint,
} from '@tessera/contracts/routes/events.endpoints';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import {
  eventAnswer,
  withFields,
  type CloneEventOptions,
  type CountEventsByStatusOptions,
  type CreateEventOptions,
  type FieldsOptions,
  type UpdateEventOptions,
} from './events-common.ts';
import { events } from './events.ts';
import type { CountEventsByStatusResponse, Event, EventInput } from './events.types.ts';

// `@tessera/sdk/events-admin`: the owner's Events v3 module, the visitor reads plus every write and
// bulk call. `createClient({ ..., modules: { events: eventsAdmin } })` keeps `client.events.*`.

export function eventsAdmin(http: HttpClient) {
  const call = callerOf(http);
  // Every single-event write answers `{ event }`; the check makes sure it is there.
  const eventOf = async (answer: Promise<{ event?: Event }>): Promise<Event> => (await answer).event!;

  return {
    ...events(http),

    /** `POST /events/v3/events`. */
    createEvent(event: EventInput, options: CreateEventOptions = {}): Promise<Event> {
      const input = withFields({ event }, options.fields);
      const draft = options.draft === undefined ? {} : { draft: options.draft };
      return eventOf(
        call(createEventEndpoint, {}, { ...input, ...draft }, { ...options, check: eventAnswer }),
      );
    },

    /** `PATCH /events/v3/events/{event.id}`. */
    updateEvent(
      eventId: string,
      event: Partial<EventInput>,
      options: UpdateEventOptions = {},
    ): Promise<Event> {
      const fields = withFields({ event: { ...event, id: eventId } }, options.fields);
      const input = options.fieldMask ? { ...fields, fieldMask: options.fieldMask } : fields;
      return eventOf(call(updateEventEndpoint, { eventId }, input, { ...options, check: eventAnswer }));
    },

    /** `POST /events/v3/events/{eventId}/publish`. */
    publishDraftEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      const input = withFields({}, options.fields);
      return eventOf(call(publishDraftEventEndpoint, { eventId }, input, { ...options, check: eventAnswer }));
    },

    /** `POST /events/v3/events/{eventId}/cancel`. */
    cancelEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      const input = withFields({}, options.fields);
      return eventOf(call(cancelEventEndpoint, { eventId }, input, { ...options, check: eventAnswer }));
    },

    /** `POST /events/v3/events/{eventId}/clone`. */
    cloneEvent(eventId: string, options: CloneEventOptions = {}): Promise<Event> {
      const input = {
        ...withFields({}, options.fields),
        ...(options.event ? { event: options.event } : {}),
        ...(options.draft === undefined ? {} : { draft: options.draft }),
      };
      return eventOf(call(cloneEventEndpoint, { eventId }, input, { ...options, check: eventAnswer }));
    },

    /** `DELETE /events/v3/events/{eventId}`. */
    async deleteEvent(eventId: string, options: CallOptions = {}): Promise<void> {
      await call(deleteEventEndpoint, { eventId }, undefined, options);
    },

    /** `POST /events/v3/events/count-by-status`: a read, so retried like one. */
    countEventsByStatus(options: CountEventsByStatusOptions = {}): Promise<CountEventsByStatusResponse> {
      const { filter, facet, includeDrafts } = options;
      return call(
        countEventsByStatusEndpoint,
        {},
        { filter, facet, includeDrafts },
        { ...options, check: hasObject('facets'), idempotent: true },
      );
    },

    /** `POST /events/v3/bulk/events/cancel-by-filter`: cancels every matching event that can be canceled. */
    async bulkCancelEventsByFilter(
      filter: Record<string, unknown>,
      options: CallOptions = {},
    ): Promise<void> {
      await call(bulkCancelEndpoint, {}, { filter: { filter } }, options);
    },

    /** `POST /events/v3/bulk/events/delete-by-filter`. */
    async bulkDeleteEventsByFilter(
      filter: Record<string, unknown>,
      options: CallOptions = {},
    ): Promise<void> {
      await call(bulkDeleteEndpoint, {}, { filter: { filter } }, options);
    },
  };
}

/** The owner's Events v3 module: reads, writes and bulk calls. */
export type EventsAdminModule = ReturnType<typeof eventsAdmin>;

export { events, DEFAULT_EVENTS_PAGE_SIZE } from './events.ts';
export type { EventsReadModule } from './events.ts';
export type {
  CloneEventOptions,
  CountEventsByStatusOptions,
  CreateEventOptions,
  EventsPage,
  EventsQueryResult,
  FieldsOptions,
  ListEventsByCategoryOptions,
  QueryEventsOptions,
} from './events-common.ts';
export type * from './events.types.ts';
