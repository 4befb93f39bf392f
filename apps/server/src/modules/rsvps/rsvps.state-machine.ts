import type { RsvpStatus } from '@tessera/contracts/rsvps';
import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * An answer's life. Only YES holds places (the counter row's `yes_guests`); a move out of YES
 * gives them back and promotes the waitlist in the same unit, a move into YES takes them with
 * the counter's conditional update — when they do not fit, `accept` lands on WAITLIST (the event
 * has one) or is refused 409 `RSVP_LIMIT_REACHED`, and `wait` takes a free place at once (nobody
 * waits while the first in line would fit). Which answers an event takes (YES_ONLY refuses NO,
 * no waitlist refuses WAITLIST) is a field check (400) before the move. Deleting removes an RSVP
 * in any state; check-in is not a status (guests of a YES only; leaving YES clears it).
 */
export const rsvpLifecycle = defineStateMachine({
  name: 'rsvp',
  idField: 'rsvpId',
  states: ['YES', 'NO', 'WAITLIST'] satisfies RsvpStatus[],
  illegalCode: 'INVALID_RSVP_STATUS_TRANSITION',
  transitions: [
    { action: 'accept', from: ['NO', 'WAITLIST'], to: ['YES', 'WAITLIST'] },
    { action: 'decline', from: ['YES', 'WAITLIST'], to: 'NO' },
    { action: 'wait', from: ['YES', 'NO'], to: ['WAITLIST', 'YES'] },
    {
      action: 'promote',
      from: ['WAITLIST'],
      to: 'YES',
      guard: {
        name: 'places were freed and the first in line fits',
        holds: (context: { fits: boolean }) => context.fits,
      },
    },
  ],
});

export type RsvpAction = (typeof rsvpLifecycle.transitions)[number]['action'];

/** The action an UpdateRsvp asking for `to` makes. */
export const actionTo = (to: RsvpStatus): RsvpAction =>
  to === 'YES' ? 'accept' : to === 'NO' ? 'decline' : 'wait';
