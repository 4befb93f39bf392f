import type { FastifyInstance } from 'fastify';
import { eventsRoutes } from '@tessera/contracts/routes/index';
import { can, type AuthContext } from '../../platform/auth/auth-context.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { registerRoutes } from '../../platform/routing.ts';
import type { Caller } from './events.context.ts';
import type { EventLifecycle } from './events.lifecycle.ts';
import type { EventReads } from './events.reads.ts';
import type { EventsService } from './events.service.ts';

/** Events callers who may manage events (owner, or staff with the scope) see drafts and dashboards. */
const callerOf = (auth: AuthContext & { siteId: string }): Caller => ({
  siteId: auth.siteId,
  owner: can(auth, 'events.manage'),
  userId: auth.subjectId,
});

/** Events v3: each route of the table turned into a call of the events services. */
export function registerEventRoutes(
  app: FastifyInstance,
  services: { events: EventsService; lifecycle: EventLifecycle; reads: EventReads },
): void {
  const { events, lifecycle, reads } = services;
  registerRoutes(app, eventsRoutes, {
    createEvent: async ({ auth, input }) => ({ event: await events.create(callerOf(auth), input) }),
    cloneEvent: async ({ auth, params, input }) => ({
      event: await events.clone(callerOf(auth), params.eventId, input),
    }),
    updateEvent: async ({ auth, params, input }) => {
      if (input.event.id && input.event.id !== params.eventId) {
        throw validationError([violation('event.id', 'must match the event id in the path', 'VALIDATION')]);
      }
      return { event: await events.update(callerOf(auth), params.eventId, input) };
    },
    publishDraftEvent: async ({ auth, params, input }) => ({
      event: await lifecycle.publish(callerOf(auth), params.eventId, input.fields),
    }),
    cancelEvent: async ({ auth, params, input }) => ({
      event: await lifecycle.cancel(callerOf(auth), params.eventId, input.fields),
    }),
    bulkCancelEventsByFilter: async ({ auth, input }) => {
      await lifecycle.cancelByFilter(callerOf(auth), input.filter.filter);
      return {};
    },
    deleteEvent: ({ auth, params }) => lifecycle.delete(callerOf(auth), params.eventId),
    bulkDeleteEventsByFilter: async ({ auth, input }) => {
      await lifecycle.deleteByFilter(callerOf(auth), input.filter.filter);
      return {};
    },
    queryEvents: ({ auth, input }) => reads.query(callerOf(auth), input),
    countEventsByStatus: ({ auth, input }) => reads.countByStatus(callerOf(auth), input),
    listEventsByCategory: ({ auth, params, input }) =>
      reads.listByCategory(callerOf(auth), params.categoryId, input),
    getEvent: async ({ auth, params, input }) => ({
      event: await reads.getById(callerOf(auth), params.eventId, input.fields),
    }),
    getEventBySlug: async ({ auth, params, input }) => ({
      event: await reads.getBySlug(callerOf(auth), params.slug, input.fields),
    }),
  });
}
