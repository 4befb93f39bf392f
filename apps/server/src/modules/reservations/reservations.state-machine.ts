import type { ReservationStatus } from '@tessera/contracts/reservations';
import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * A hold's life. Only PENDING holds places; every move out of it releases them, in the same
 * statement's transaction (`UPDATE … WHERE status IN (from)`: the first writer wins, a cancel and
 * the expiry job never both release). `confirm` is checkout's (next wave): held becomes sold.
 */
export const reservationLifecycle = defineStateMachine({
  name: 'reservation',
  idField: 'reservationId',
  states: [
    'RESERVATION_PENDING',
    'RESERVATION_CONFIRMED',
    'RESERVATION_CANCELED',
    'RESERVATION_CANCELED_MANUALLY',
    'RESERVATION_EXPIRED',
  ] satisfies ReservationStatus[],
  illegalCode: 'INVALID_RESERVATION_STATUS_TRANSITION',
  transitions: [
    { action: 'confirm', from: ['RESERVATION_PENDING'], to: 'RESERVATION_CONFIRMED' },
    { action: 'cancel', from: ['RESERVATION_PENDING'], to: 'RESERVATION_CANCELED' },
    { action: 'cancelManually', from: ['RESERVATION_PENDING'], to: 'RESERVATION_CANCELED_MANUALLY' },
    { action: 'expire', from: ['RESERVATION_PENDING'], to: 'RESERVATION_EXPIRED', clock: 'expires passes' },
  ],
});

export type ReservationAction = (typeof reservationLifecycle.transitions)[number]['action'];
