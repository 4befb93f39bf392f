import type { FastifyInstance } from 'fastify';
import { scheduleRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { ScheduleReads } from './schedule.reads.ts';
import type { ScheduleService } from './schedule.service.ts';

/** The agenda routes of the table, each one call of the schedule services. */
export function registerScheduleRoutes(
  app: FastifyInstance,
  services: { schedule: ScheduleService; reads: ScheduleReads },
): void {
  const { schedule, reads } = services;
  registerRoutes(app, scheduleRoutes, {
    addScheduleItem: ({ caller, input }) => schedule.add(caller, input),
    updateScheduleItem: ({ caller, params, input }) => schedule.update(caller, params.itemId, input),
    deleteScheduleItem: ({ caller, input }) => schedule.delete(caller, input),
    discardScheduleDraft: ({ caller, input }) => schedule.discard(caller, input.eventId),
    rescheduleDraft: ({ caller, input }) => schedule.reschedule(caller, input),
    publishScheduleDraft: ({ caller, input }) => schedule.publish(caller, input.eventId),
    getScheduleItem: ({ caller, params, input }) => reads.get(caller, params.itemId, input),
    listScheduleItems: ({ caller, input }) => reads.list(caller, input),
    queryScheduleItems: ({ caller, input }) => reads.query(caller, input),
  });
}
