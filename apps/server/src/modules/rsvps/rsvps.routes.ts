import type { FastifyInstance } from 'fastify';
import { rsvpsRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../platform/db.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { RsvpsBulk } from './rsvps.bulk.ts';
import type { RsvpCheckIn } from './rsvps.check-in.ts';
import type { RsvpReads } from './rsvps.reads.ts';
import { rsvpNotFound, type RsvpsService } from './rsvps.service.ts';
import { subjectOfRsvp } from './rsvps.store.ts';
import type { RsvpsV1 } from './rsvps.v1.ts';

/** RSVP v2 routes; an RSVP belongs to the visitor or member who answered. */
export interface RsvpParts {
  service: RsvpsService;
  checkIn: RsvpCheckIn;
  bulk: RsvpsBulk;
  reads: RsvpReads;
  v1: RsvpsV1;
}

export function registerRsvpRoutes(
  server: FastifyInstance,
  { service, checkIn, bulk, reads, v1 }: RsvpParts,
  db: Db,
): void {
  registerRoutes(
    server,
    rsvpsRoutes,
    {
      createRsvp: ({ caller, input }) => service.create(caller, input),
      getRsvp: ({ caller, params }) => service.get(caller, params.rsvpId),
      updateRsvp: ({ caller, params, input }) => service.update(caller, params.rsvpId, input),
      deleteRsvp: ({ caller, params }) => service.delete(caller, params.rsvpId),
      queryRsvps: ({ caller, input }) => service.query(caller, input),
      searchRsvps: ({ caller, input }) => service.search(caller, input),
      countRsvps: ({ caller, input }) => service.count(caller, input),
      checkInRsvpGuests: ({ caller, params, input }) => checkIn.checkIn(caller, params.rsvpId, input),
      cancelRsvpGuestsCheckIn: ({ caller, params, input }) => checkIn.cancel(caller, params.rsvpId, input),
      bulkUpdateRsvps: ({ caller, input }) => bulk.update(caller, input),
      bulkDeleteRsvpsByFilter: ({ caller, input }) => bulk.deleteByFilter(caller, input),
      listRsvpSummary: ({ caller, input }) => reads.summaries(caller, input),
      listCurrentRsvps: ({ caller, input }) => reads.current(caller, input),
      createRsvpV1: ({ caller, input }) => v1.create(caller, input),
      getRsvpV1: ({ caller, params, input }) => v1.get(caller, params.id, input.eventId, input.fieldset),
      updateRsvpV1: ({ caller, params, input }) => v1.update(caller, params.id, input),
      bulkUpdateRsvpV1: ({ caller, input }) => v1.bulkUpdate(caller, input),
      deleteRsvpV1: ({ caller, input }) => v1.delete(caller, input),
      checkInRsvpV1: ({ caller, input }) => v1.checkIn(caller, input, false),
      deleteRsvpCheckInV1: ({ caller, input }) => v1.checkIn(caller, input, true),
      listRsvpV1: ({ caller, input }) => v1.list(caller, input),
      queryRsvpV1: ({ caller, input }) => v1.query(caller, input),
    },
    {
      rsvp: {
        async subjectsOf(siteId, id) {
          const row = await subjectOfRsvp(siteScope(db, siteId), id);
          if (!row?.subject_id || (row.subject_role !== 'VISITOR' && row.subject_role !== 'MEMBER'))
            return [];
          return [{ role: row.subject_role, id: row.subject_id }];
        },
        notFound: () => rsvpNotFound(),
      },
    },
  );
}
