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
import type { Endpoint } from '@tessera/contracts/routes/endpoint';
import { endpointPath } from '../path.ts';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient, RequestOptions } from '../transport.ts';
import {
  callOptions,
  eventAnswer,
  withFields,
  type CloneEventOptions,
  type CountEventsByStatusOptions,
  type CreateEventOptions,
  type FieldsOptions,
} from './events-common.ts';
import { events } from './events.ts';
import type { CountEventsByStatusResponse, Event, EventInput } from './events.types.ts';

// `@tessera/sdk/events-admin`: the owner's Events v3 module, the visitor reads plus every write and
// bulk call. `createClient({ ..., modules: { events: eventsAdmin } })` keeps `client.events.*`.

export function eventsAdmin(http: HttpClient) {
  const send = <T>(
    endpoint: Endpoint,
    params: Record<string, string>,
    payload: Record<string, unknown> | undefined,
    options: RequestOptions,
    idempotent = false,
  ) =>
    http.request<T>(
      {
        method: endpoint.method,
        path: endpointPath(endpoint, params),
        payload,
        idempotent,
        operationId: endpoint.operationId,
      },
      options,
    );

  const single = async (
    endpoint: Endpoint,
    params: Record<string, string>,
    payload: Record<string, unknown>,
    options: CallOptions,
  ): Promise<Event> =>
    (await send<{ event: Event }>(endpoint, params, payload, { ...callOptions(options), check: eventAnswer }))
      .event;

  return {
    ...events(http),

    /** `POST /events/v3/events`. */
    createEvent(event: EventInput, options: CreateEventOptions = {}): Promise<Event> {
      const payload: Record<string, unknown> = withFields({ event }, options.fields);
      if (options.draft !== undefined) payload.draft = options.draft;
      return single(createEventEndpoint, {}, payload, options);
    },

    /** `PATCH /events/v3/events/{event.id}`. */
    updateEvent(eventId: string, event: Partial<EventInput>, options: FieldsOptions = {}): Promise<Event> {
      const payload = withFields({ event: { ...event, id: eventId } }, options.fields);
      return single(updateEventEndpoint, { eventId }, payload, options);
    },

    /** `POST /events/v3/events/{eventId}/publish`. */
    publishDraftEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      return single(publishDraftEventEndpoint, { eventId }, withFields({}, options.fields), options);
    },

    /** `POST /events/v3/events/{eventId}/cancel`. */
    cancelEvent(eventId: string, options: FieldsOptions = {}): Promise<Event> {
      return single(cancelEventEndpoint, { eventId }, withFields({}, options.fields), options);
    },

    /** `POST /events/v3/events/{eventId}/clone`. */
    cloneEvent(eventId: string, options: CloneEventOptions = {}): Promise<Event> {
      const payload: Record<string, unknown> = withFields({}, options.fields);
      if (options.event) payload.event = options.event;
      if (options.draft !== undefined) payload.draft = options.draft;
      return single(cloneEventEndpoint, { eventId }, payload, options);
    },

    /** `DELETE /events/v3/events/{eventId}`. */
    async deleteEvent(eventId: string, options: CallOptions = {}): Promise<void> {
      await send(deleteEventEndpoint, { eventId }, undefined, callOptions(options));
    },

    /** `POST /events/v3/events/count-by-status`: a read, so retried like one. */
    countEventsByStatus(options: CountEventsByStatusOptions = {}): Promise<CountEventsByStatusResponse> {
      const { filter, facet, includeDrafts } = options;
      return send<CountEventsByStatusResponse>(
        countEventsByStatusEndpoint,
        {},
        { filter, facet, includeDrafts },
        { ...callOptions(options), check: hasObject('facets') },
        true,
      );
    },

    /** `POST /events/v3/bulk/events/cancel-by-filter`: cancels every matching event that can be canceled. */
    async bulkCancelEventsByFilter(
      filter: Record<string, unknown>,
      options: CallOptions = {},
    ): Promise<void> {
      await send(bulkCancelEndpoint, {}, { filter: { filter } }, callOptions(options));
    },

    /** `POST /events/v3/bulk/events/delete-by-filter`. */
    async bulkDeleteEventsByFilter(
      filter: Record<string, unknown>,
      options: CallOptions = {},
    ): Promise<void> {
      await send(bulkDeleteEndpoint, {}, { filter: { filter } }, callOptions(options));
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
