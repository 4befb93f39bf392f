// The reservations module's entry.
export { ReservationsService, EXPIRE_JOB, SELL_TICKETS_SCOPE } from './reservations.service.ts';
export { registerReservationRoutes } from './reservations.routes.ts';
export { reservationLifecycle } from './reservations.state-machine.ts';
export { reservationsModule } from './reservations.module.ts';
// Checkout's port: read a hold, confirm it in checkout's unit of work (modules/event-checkout).
export { confirmReservation, reservationForCheckout, type ReservationForCheckout } from './checkout-port.ts';
