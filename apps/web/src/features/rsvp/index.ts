// The RSVP feature's only entry (the event page's RSVP form, the member's RSVPs).
export { RsvpSection } from './RsvpSection.tsx';
