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
import {
  BulkUpdateRsvpV1Request,
  BulkUpdateRsvpV1Response,
  CheckInRsvpV1Request,
  CreateRsvpV1Request,
  DeleteRsvpV1Query,
  EmptyV1Response,
  GetRsvpV1Query,
  ListRsvpV1Query,
  QueryRsvpV1Request,
  RsvpV1IdParams,
  RsvpV1ListResponse,
  RsvpV1Response,
  UpdateRsvpV1Request,
} from '../rsvps-v1.ts';
import * as endpoints from './rsvps.endpoints.ts';
import { route } from './route.ts';

const tags = ['RSVP'] as const;
const tagsV1 = ['RSVP v1'] as const;
const manage = { scope: 'events.manage' } as const;
/** An RSVP belongs to the visitor or member who made it; the owner and events.manage staff reach every one. */
/** Check-in at the door: the owner, staff granted CHECK_IN_GUESTS, or events managers. */
const checkIn = { scope: 'events.check-in', orScopes: ['events.manage'] } as const;
/** Lists and search of the guests (read only): events managers, and door staff finding a guest to check in. */
const doorList = { scope: 'events.manage', orScopes: ['events.check-in'] } as const;
const ownerOrGuestV1 = { ownerOrSubjectOf: 'rsvp', param: 'id', scope: 'events.manage' } as const;
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
    access: doorList,
    input: QueryRsvpsRequest,
    response: QueryRsvpsResponse,
  }),
  searchRsvps: route(endpoints.searchRsvps, {
    tags,
    access: doorList,
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
  // RSVP v1 over the same RSVPs, in the v1 wire shape.
  createRsvpV1: route(endpoints.createRsvpV1, {
    tags: tagsV1,
    access: 'visitor',
    description: 'CreateRsvp in the v1 shape (`form`, status YES / NO / WAITING).',
    input: CreateRsvpV1Request,
    response: RsvpV1Response,
  }),
  getRsvpV1: route(endpoints.getRsvpV1, {
    tags: tagsV1,
    access: ownerOrGuestV1,
    params: RsvpV1IdParams,
    input: GetRsvpV1Query,
    response: RsvpV1Response,
  }),
  updateRsvpV1: route(endpoints.updateRsvpV1, {
    tags: tagsV1,
    access: ownerOrGuestV1,
    description: 'Changes the status (UpdateRsvp of v2: places, waitlist and promotion alike).',
    params: RsvpV1IdParams,
    input: UpdateRsvpV1Request,
    response: RsvpV1Response,
  }),
  bulkUpdateRsvpV1: route(endpoints.bulkUpdateRsvpV1, {
    tags: tagsV1,
    access: manage,
    description: "Sets the status of the event's listed RSVPs; answers those changed.",
    input: BulkUpdateRsvpV1Request,
    response: BulkUpdateRsvpV1Response,
  }),
  deleteRsvpV1: route(endpoints.deleteRsvpV1, {
    tags: tagsV1,
    access: manage,
    description: "Deletes the event's listed RSVPs in one unit; freed places promote the waitlist.",
    input: DeleteRsvpV1Query,
    response: EmptyV1Response,
  }),
  checkInRsvpV1: route(endpoints.checkInRsvpV1, {
    tags: tagsV1,
    access: checkIn,
    input: CheckInRsvpV1Request,
    response: RsvpV1Response,
  }),
  deleteRsvpCheckInV1: route(endpoints.deleteRsvpCheckInV1, {
    tags: tagsV1,
    access: checkIn,
    input: CheckInRsvpV1Request,
    response: RsvpV1Response,
  }),
  listRsvpV1: route(endpoints.listRsvpV1, {
    tags: tagsV1,
    access: doorList,
    input: ListRsvpV1Query,
    response: RsvpV1ListResponse,
  }),
  queryRsvpV1: route(endpoints.queryRsvpV1, {
    tags: tagsV1,
    access: doorList,
    description: 'The QueryRsvps filter (status values of v1: WAITING is the waitlist), offset paging.',
    input: QueryRsvpV1Request,
    response: RsvpV1ListResponse,
  }),
};
