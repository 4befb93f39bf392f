import type { Event, RegistrationType } from '@tessera/sdk';

const REGISTRATION_LABELS: Record<RegistrationType, string> = {
  RSVP: 'RSVP',
  TICKETING: 'Tickets',
  EXTERNAL: 'External',
  NONE: 'None',
};

export const registrationLabel = (event: Event) =>
  event.registration?.type ? REGISTRATION_LABELS[event.registration.type] : '—';
