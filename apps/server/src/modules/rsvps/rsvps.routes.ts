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

/** RSVP v2 routes; an RSVP belongs to the visitor or member who answered. */
export interface RsvpParts {
  service: RsvpsService;
  checkIn: RsvpCheckIn;
  bulk: RsvpsBulk;
  reads: RsvpReads;
}

export function registerRsvpRoutes(
  server: FastifyInstance,
  { service, checkIn, bulk, reads }: RsvpParts,
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
