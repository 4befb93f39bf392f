import {
  BulkDeleteRsvpsByFilterRequest,
  BulkDeleteRsvpsByFilterResponse,
  BulkUpdateRsvpsRequest,
  BulkUpdateRsvpsResponse,
  CancelRsvpGuestsCheckInRequest,
  CheckInRsvpGuestsRequest,
  ListCurrentRsvpsQuery,
  ListCurrentRsvpsResponse,
  ListRsvpSummaryQuery,
  ListRsvpSummaryResponse,
  CountRsvpsRequest,
  CountRsvpsResponse,
  CreateRsvpRequest,
  DeleteRsvpQuery,
  EmptyResponse,
  GetRsvpQuery,
  QueryRsvpsRequest,
  QueryRsvpsResponse,
  RsvpIdParams,
  RsvpResponse,
  SearchRsvpsRequest,
  UpdateRsvpRequest,
} from '../rsvps.ts';
import * as endpoints from './rsvps.endpoints.ts';
import { route } from './route.ts';

const tags = ['RSVP'] as const;
const manage = { scope: 'events.manage' } as const;
/** An RSVP belongs to the visitor or member who made it; the owner and events.manage staff reach every one. */
/** Check-in at the door: the owner or staff granted CHECK_IN_GUESTS. */
const checkIn = { scope: 'events.check-in' } as const;
const ownerOrGuest = { ownerOrSubjectOf: 'rsvp', param: 'rsvpId', scope: 'events.manage' } as const;

export const rsvpsRoutes = {
  createRsvp: route(endpoints.createRsvp, {
    tags,
    access: 'visitor',
    description:
      "Answers an RSVP event: YES takes places of the event's RSVP limit (the person and their guests; " +
      'never exceeded), or goes on the waitlist when the event is full and has one; NO takes none. ' +
      'Registration must be open; the form answers are checked against the published form.',
    input: CreateRsvpRequest,
    response: RsvpResponse,
  }),
  getRsvp: route(endpoints.getRsvp, {
    tags,
    access: ownerOrGuest,
    params: RsvpIdParams,
    input: GetRsvpQuery,
    response: RsvpResponse,
  }),
  updateRsvp: route(endpoints.updateRsvp, {
    tags,
    access: ownerOrGuest,
    description:
      'Changes the answer or the contact. YES → NO frees the places (the first on the waitlist moves up); ' +
      'NO or WAITLIST → YES needs a free place. `revision`, when sent, must be the current one.',
    params: RsvpIdParams,
    input: UpdateRsvpRequest,
    response: RsvpResponse,
  }),
  deleteRsvp: route(endpoints.deleteRsvp, {
    tags,
    access: ownerOrGuest,
    description:
      'Deletes an RSVP; a YES frees its places and the first on the waitlist moves up (and is emailed).',
    params: RsvpIdParams,
    input: DeleteRsvpQuery,
    response: EmptyResponse,
  }),
  queryRsvps: route(endpoints.queryRsvps, {
    tags,
    access: manage,
    input: QueryRsvpsRequest,
    response: QueryRsvpsResponse,
  }),
  searchRsvps: route(endpoints.searchRsvps, {
    tags,
    access: manage,
    description: 'A query plus `search.expression`, matched against first name, last name and email.',
    input: SearchRsvpsRequest,
    response: QueryRsvpsResponse,
  }),
  countRsvps: route(endpoints.countRsvps, {
    tags,
    access: manage,
    input: CountRsvpsRequest,
    response: CountRsvpsResponse,
  }),
  checkInRsvpGuests: route(endpoints.checkInRsvpGuests, {
    tags,
    access: checkIn,
    description:
      'Checks in guests of a YES RSVP by their index in its guest list (all when `guestIds` is left out). ' +
      'Idempotent: a guest already checked in keeps their first check-in date.',
    params: RsvpIdParams,
    input: CheckInRsvpGuestsRequest,
    response: RsvpResponse,
  }),
  cancelRsvpGuestsCheckIn: route(endpoints.cancelRsvpGuestsCheckIn, {
    tags,
    access: checkIn,
    description: 'Cancels the check-in of guests of an RSVP (all when `guestIds` is left out); idempotent.',
    params: RsvpIdParams,
    input: CancelRsvpGuestsCheckInRequest,
    response: RsvpResponse,
  }),
  bulkUpdateRsvps: route(endpoints.bulkUpdateRsvps, {
    tags,
    access: manage,
    description:
      'Changes up to 100 RSVPs like UpdateRsvp, each in a unit of its own: one that fails (not found, ' +
      'no place left, stale revision) is reported in its result and the others are changed.',
    input: BulkUpdateRsvpsRequest,
    response: BulkUpdateRsvpsResponse,
  }),
  bulkDeleteRsvpsByFilter: route(endpoints.bulkDeleteRsvpsByFilter, {
    tags,
    access: manage,
    description:
      'Deletes the RSVPs the filter selects (the filter of QueryRsvps; at most 1,000, else 400 and nothing ' +
      'deleted), in one unit; freed places promote the waitlist.',
    input: BulkDeleteRsvpsByFilterRequest,
    response: BulkDeleteRsvpsByFilterResponse,
  }),
  listRsvpSummary: route(endpoints.listRsvpSummary, {
    tags,
    access: manage,
    description: 'Per event: guests of YES, NO and WAITLIST answers, RSVPs and guests checked in.',
    input: ListRsvpSummaryQuery,
    response: ListRsvpSummaryResponse,
  }),
  listCurrentRsvps: route(endpoints.listCurrentRsvps, {
    tags,
    access: 'visitor',
    description:
      "The calling visitor's or member's RSVPs to events that have not ended (TBD events included), " +
      'oldest answer first, cursor paging.',
    input: ListCurrentRsvpsQuery,
    response: ListCurrentRsvpsResponse,
  }),
};
