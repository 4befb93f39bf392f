import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CloneEventRequest,
  CountEventsByStatusRequest,
  CountEventsByStatusResponse,
  CreateEventRequest,
  DeleteEventResponse,
  Empty,
  EventIdParams,
  EventResponse,
  FieldsRequest,
  FilterRequest,
  GetEventBySlugParams,
  ListEventsByCategoryParams,
  ListEventsByCategoryQuery,
  QueryEventsRequest,
  QueryEventsResponse,
  UpdateEventRequest,
  type RequestedField,
} from '@tessera/contracts';
import { isOwner, requireOwner, requireSite } from '../../platform/auth/auth-context.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { readRoute } from '../../platform/wire-params.ts';
import type { Caller } from './events.context.ts';
import type { EventLifecycle } from './events.lifecycle.ts';
import type { EventReads } from './events.reads.ts';
import type { EventsService } from './events.service.ts';

const tags = ['Events v3'];
const base = '/events/v3';

const callerOf = (request: FastifyRequest): Caller => ({
  siteId: requireSite(request),
  owner: isOwner(request),
  userId: request.auth.subjectId,
});
const ownerOf = (request: FastifyRequest): Caller => ({
  siteId: requireOwner(request),
  owner: true,
  userId: request.auth.subjectId,
});

type IdParams = { eventId: string };

type Fields = { fields?: RequestedField[] };

export function registerEventRoutes(
  app: FastifyInstance,
  services: { events: EventsService; lifecycle: EventLifecycle; reads: EventReads },
): void {
  const { events, lifecycle, reads } = services;

  app.post<{ Body: CreateEventRequest }>(
    `${base}/events`,
    {
      schema: {
        tags,
        operationId: 'CreateEvent',
        body: CreateEventRequest,
        response: { 200: EventResponse },
      },
    },
    async (request) => ({ event: await events.create(ownerOf(request), request.body) }),
  );

  app.post<{ Params: IdParams; Body: CloneEventRequest }>(
    `${base}/events/:eventId/clone`,
    {
      schema: {
        tags,
        operationId: 'CloneEvent',
        params: EventIdParams,
        body: CloneEventRequest,
        response: { 200: EventResponse },
      },
    },
    async (request) => ({
      event: await events.clone(ownerOf(request), request.params.eventId, request.body ?? {}),
    }),
  );

  app.patch<{ Params: IdParams; Body: UpdateEventRequest }>(
    `${base}/events/:eventId`,
    {
      schema: {
        tags,
        operationId: 'UpdateEvent',
        description:
          'Path parameter is `event.id`. Writes the paths of `fieldMask`, or every path present in `event`.',
        params: EventIdParams,
        body: UpdateEventRequest,
        response: { 200: EventResponse },
      },
    },
    async (request) => {
      const { eventId } = request.params;
      if (request.body.event.id && request.body.event.id !== eventId) {
        throw validationError([violation('event.id', 'must match the event id in the path', 'VALIDATION')]);
      }
      return { event: await events.update(ownerOf(request), eventId, request.body) };
    },
  );

  app.post<{ Params: IdParams; Body: Fields }>(
    `${base}/events/:eventId/publish`,
    {
      schema: {
        tags,
        operationId: 'PublishDraftEvent',
        params: EventIdParams,
        body: FieldsRequest,
        response: { 200: EventResponse },
      },
    },
    async (request) => ({
      event: await lifecycle.publish(ownerOf(request), request.params.eventId, request.body?.fields),
    }),
  );

  app.post<{ Params: IdParams; Body: Fields }>(
    `${base}/events/:eventId/cancel`,
    {
      schema: {
        tags,
        operationId: 'CancelEvent',
        params: EventIdParams,
        body: FieldsRequest,
        response: { 200: EventResponse },
      },
    },
    async (request) => ({
      event: await lifecycle.cancel(ownerOf(request), request.params.eventId, request.body?.fields),
    }),
  );

  app.post<{ Body: FilterRequest }>(
    `${base}/bulk/events/cancel-by-filter`,
    {
      schema: {
        tags,
        operationId: 'BulkCancelEventsByFilter',
        body: FilterRequest,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await lifecycle.cancelByFilter(ownerOf(request), request.body.filter.filter);
      return {};
    },
  );

  app.delete<{ Params: IdParams }>(
    `${base}/events/:eventId`,
    {
      schema: {
        tags,
        operationId: 'DeleteEvent',
        params: EventIdParams,
        response: { 200: DeleteEventResponse },
      },
    },
    async (request) => lifecycle.delete(ownerOf(request), request.params.eventId),
  );

  app.post<{ Body: FilterRequest }>(
    `${base}/bulk/events/delete-by-filter`,
    {
      schema: {
        tags,
        operationId: 'BulkDeleteEventsByFilter',
        body: FilterRequest,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await lifecycle.deleteByFilter(ownerOf(request), request.body.filter.filter);
      return {};
    },
  );

  app.post<{ Body: QueryEventsRequest }>(
    `${base}/events/query`,
    {
      schema: {
        tags,
        operationId: 'QueryEvents',
        body: QueryEventsRequest,
        response: { 200: QueryEventsResponse },
      },
      config: { visitorCache: true },
    },
    async (request) => reads.query(callerOf(request), request.body),
  );

  app.post<{ Body: CountEventsByStatusRequest }>(
    `${base}/events/count-by-status`,
    {
      schema: {
        tags,
        operationId: 'CountEventsByStatus',
        body: CountEventsByStatusRequest,
        response: { 200: CountEventsByStatusResponse },
      },
      config: { visitorCache: true },
    },
    async (request) => reads.countByStatus(callerOf(request), request.body),
  );

  readRoute<{ categoryId: string }, { paging?: { limit?: number; offset?: number } } & Fields>(
    app,
    `${base}/events/category/:categoryId`,
    {
      tags,
      operationId: 'ListEventsByCategory',
      visitorCache: true,
      params: ListEventsByCategoryParams,
      input: ListEventsByCategoryQuery,
      response: { 200: QueryEventsResponse },
    },
    (request, params, input) => reads.listByCategory(callerOf(request), params.categoryId, input),
  );

  readRoute<IdParams, Fields>(
    app,
    `${base}/events/:eventId`,
    {
      tags,
      operationId: 'GetEvent',
      visitorCache: true,
      params: EventIdParams,
      input: FieldsRequest,
      response: { 200: EventResponse },
    },
    async (request, params, input) => ({
      event: await reads.getById(callerOf(request), params.eventId, input.fields),
    }),
  );

  readRoute<{ slug: string }, Fields>(
    app,
    `${base}/events/slug/:slug`,
    {
      tags,
      operationId: 'GetEventBySlug',
      visitorCache: true,
      params: GetEventBySlugParams,
      input: FieldsRequest,
      response: { 200: EventResponse },
    },
    async (request, params, input) => ({
      event: await reads.getBySlug(callerOf(request), params.slug, input.fields),
    }),
  );
}
