// The reservations module's entry.
export { ReservationsService, EXPIRE_JOB, SELL_TICKETS_SCOPE } from './reservations.service.ts';
export { registerReservationRoutes } from './reservations.routes.ts';
export { reservationLifecycle } from './reservations.state-machine.ts';
export { reservationsModule } from './reservations.module.ts';
