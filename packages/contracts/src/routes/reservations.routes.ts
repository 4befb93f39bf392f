import {
  CancelReservationRequest,
  CancelReservationResponse,
  CreateReservationRequest,
  ReservationIdParams,
  ReservationResponse,
} from '../reservations.ts';
import * as endpoints from './reservations.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event checkout'] as const;

export const reservationsRoutes = {
  createReservation: route(endpoints.createReservation, {
    tags,
    access: 'visitor',
    description:
      "Holds tickets until `expires` (the event's reservation duration, else 20 minutes). Capacity is " +
      'never exceeded. `ignoreLimits` and `allowHiddenTickets` need the owner or staff with events.sell-tickets.',
    input: CreateReservationRequest,
    response: ReservationResponse,
  }),
  cancelReservation: route(endpoints.cancelReservation, {
    tags,
    // The visitor or member who made it, the owner, or staff managing events.
    access: { ownerOrSubjectOf: 'reservation', param: 'id', scope: 'events.manage' },
    description: 'Releases a pending hold at once.',
    params: ReservationIdParams,
    input: CancelReservationRequest,
    response: CancelReservationResponse,
  }),
};
