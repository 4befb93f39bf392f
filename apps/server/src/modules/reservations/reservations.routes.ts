import type { FastifyInstance } from 'fastify';
import { reservationsRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { subjectOfReservation } from './reservations.store.ts';
import type { ReservationsService } from './reservations.service.ts';

/** The checkout's reservation routes; a reservation belongs to the visitor or member who made it. */
export function registerReservationRoutes(
  server: FastifyInstance,
  service: ReservationsService,
  db: Db,
): void {
  registerRoutes(
    server,
    reservationsRoutes,
    {
      createReservation: ({ caller, input }) => service.create(caller, input),
      cancelReservation: ({ caller, params, input }) => service.cancel(caller, params.id, input),
    },
    {
      reservation: {
        async subjectsOf(siteId, id) {
          const row = await subjectOfReservation(siteScope(db, siteId), id);
          if (!row?.subject_id || (row.subject_role !== 'VISITOR' && row.subject_role !== 'MEMBER'))
            return [];
          return [{ role: row.subject_role, id: row.subject_id }];
        },
        notFound: () => notFound('RESERVATION_NOT_FOUND', 'Reservation not found'),
      },
    },
  );
}
