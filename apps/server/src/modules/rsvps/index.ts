// The RSVP module's only entry.
export { rsvpsModule } from './rsvps.module.ts';
export type { RsvpsService } from './rsvps.service.ts';
export { rsvpLifecycle } from './rsvps.state-machine.ts';
