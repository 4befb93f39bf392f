import { Empty } from '../common.ts';
import {
  BulkUpdateTicketReservationTagsByFilterRequest,
  BulkUpdateTicketReservationTagsByFilterResponse,
  BulkUpdateTicketReservationTagsRequest,
  BulkUpdateTicketReservationTagsResponse,
  CancelTicketReservationRequest,
  CreateTicketReservationRequest,
  TicketReservationParams,
  TicketReservationResponse,
} from '../ticket-reservations.ts';
import * as endpoints from './ticket-reservations.endpoints.ts';
import { route } from './route.ts';

const tags = ['Ticket reservations'] as const;
const access = { scope: 'events.manage' } as const;

export const ticketReservationsRoutes = {
  createTicketReservation: route(endpoints.createTicketReservation, {
    tags,
    access,
    description:
      "An owner's hold of tickets of one event, through the same counters as checkout: capacity is never " +
      'exceeded. `disableTicketLimitValidation` skips the per-order limit and the sale period.',
    input: CreateTicketReservationRequest,
    response: TicketReservationResponse,
  }),
  getTicketReservation: route(endpoints.getTicketReservation, {
    tags,
    access,
    params: TicketReservationParams,
    response: TicketReservationResponse,
  }),
  cancelTicketReservation: route(endpoints.cancelTicketReservation, {
    tags,
    access,
    description: 'A pending hold is CANCELED_MANUALLY and its places are free at once.',
    params: TicketReservationParams,
    input: CancelTicketReservationRequest,
    response: TicketReservationResponse,
  }),
  deleteTicketReservation: route(endpoints.deleteTicketReservation, {
    tags,
    access,
    description: 'Frees a pending hold and removes it; a confirmed one (sold) is refused.',
    params: TicketReservationParams,
    input: Empty,
    response: TicketReservationResponse,
  }),
  bulkUpdateTicketReservationTags: route(endpoints.bulkUpdateTicketReservationTags, {
    tags,
    access,
    description: 'Assigns, then unassigns, tags of up to 100 reservations; a result per id.',
    input: BulkUpdateTicketReservationTagsRequest,
    response: BulkUpdateTicketReservationTagsResponse,
  }),
  bulkUpdateTicketReservationTagsByFilter: route(endpoints.bulkUpdateTicketReservationTagsByFilter, {
    tags,
    access,
    description:
      'The same for the reservations a filter selects (id, eventId, status, createdDate; at most 1,000, ' +
      'else 400 and nothing changes). Done when it answers; `jobId` names the call.',
    input: BulkUpdateTicketReservationTagsByFilterRequest,
    response: BulkUpdateTicketReservationTagsByFilterResponse,
  }),
} as const;
