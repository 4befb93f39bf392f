/** RSVP writes change only RSVP rows and their counter: no listing keeps totals of them, no cached read follows them. */
export const RSVP_WRITE = { changes: ['counter:rsvps'] } as const;
