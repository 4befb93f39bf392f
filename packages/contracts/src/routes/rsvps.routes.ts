import {
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
};
