import type { FastifyInstance } from 'fastify';
import { rsvpsRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../platform/db.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { rsvpNotFound, type RsvpsService } from './rsvps.service.ts';
import { subjectOfRsvp } from './rsvps.store.ts';

/** RSVP v2 routes; an RSVP belongs to the visitor or member who answered. */
export function registerRsvpRoutes(server: FastifyInstance, service: RsvpsService, db: Db): void {
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
