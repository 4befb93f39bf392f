import type { FastifyInstance } from 'fastify';
import { eventsRoutes } from '@tessera/contracts/routes/index';
import { validationError, violation } from '../../platform/errors.ts';
import { registerRoutes } from '../../platform/routing.ts';
import type { EventLifecycle } from './events.lifecycle.ts';
import type { EventReads } from './events.reads.ts';
import type { EventsService } from './events.service.ts';

/** Events v3: each route of the table turned into a call of the events services. */
export function registerEventRoutes(
  app: FastifyInstance,
  services: { events: EventsService; lifecycle: EventLifecycle; reads: EventReads },
): void {
  const { events, lifecycle, reads } = services;
  registerRoutes(app, eventsRoutes, {
    createEvent: async ({ caller, input }) => ({ event: await events.create(caller, input) }),
    cloneEvent: async ({ caller, params, input }) => ({
      event: await events.clone(caller, params.eventId, input),
    }),
    updateEvent: async ({ caller, params, input }) => {
      if (input.event.id && input.event.id !== params.eventId) {
        throw validationError([violation('event.id', 'must match the event id in the path', 'VALIDATION')]);
      }
      return { event: await events.update(caller, params.eventId, input) };
    },
    publishDraftEvent: async ({ caller, params, input }) => ({
      event: await lifecycle.publish(caller, params.eventId, input.fields),
    }),
    cancelEvent: async ({ caller, params, input }) => ({
      event: await lifecycle.cancel(caller, params.eventId, input.fields),
    }),
    bulkCancelEventsByFilter: async ({ caller, input }) => {
      await lifecycle.cancelByFilter(caller, input.filter.filter);
      return {};
    },
    deleteEvent: ({ caller, params }) => lifecycle.delete(caller, params.eventId),
    bulkDeleteEventsByFilter: async ({ caller, input }) => {
      await lifecycle.deleteByFilter(caller, input.filter.filter);
      return {};
    },
    queryEvents: ({ caller, input }) => reads.query(caller, input),
    countEventsByStatus: ({ caller, input }) => reads.countByStatus(caller, input),
    listEventsByCategory: ({ caller, params, input }) =>
      reads.listByCategory(caller, params.categoryId, input),
    getEvent: async ({ caller, params, input }) => ({
      event: await reads.getById(caller, params.eventId, input.fields),
    }),
    // Written from the event's kept JSON (events.reads.ts): a page read by slug, cached or not.
    getEventBySlug: ({ caller, params, input }) => reads.getBySlugAnswer(caller, params.slug, input.fields),
  });
}
