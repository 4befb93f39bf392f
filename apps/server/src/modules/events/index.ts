// The events module's only entry: other modules and the app import from here, never deeper.
export { eventsModule } from './events.module.ts';
export type { EventReads } from './events.reads.ts';
export type { EventStatusTicker } from './events.ticker.ts';
// The events filter language (QueryEvents), for calls of other modules that act on events by filter.
export { eventQueryFields } from './events.query-fields.ts';
// The registration status rule (clock-derived), for modules that take registrations (RSVP).
export { registrationStatus } from './events.status.ts';
// An event as modules that hang data on it see it (exists? visible?), and its 404.
export { eventNotFound, findEventRef, lockEventRef, type EventRef } from './event-refs.ts';
