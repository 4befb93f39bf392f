import { QueryEventGuestsRequest, QueryEventGuestsResponse } from '../guests.ts';
import * as endpoints from './guests.endpoints.ts';
import { route } from './route.ts';

const tags = ['Guests'] as const;

export const guestsRoutes = {
  queryEventGuests: route(endpoints.queryEventGuests, {
    tags,
    // Door staff search the guest list too (check-in by name).
    access: { scope: 'events.manage', orScopes: ['events.check-in'] },
    description:
      'Everyone registered for events, one row per registration (RSVPs today; ticket orders join the same ' +
      'view): filter by eventId, attendanceStatus (ATTENDING / NOT_ATTENDING / IN_WAITLIST), guestType, ' +
      'memberId, names, email, dates.',
    input: QueryEventGuestsRequest,
    response: QueryEventGuestsResponse,
  }),
};
