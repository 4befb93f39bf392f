import { ApplicationError, ValidationError } from '@tessera/sdk/core';

/**
 * A refused RSVP as a sentence for people (the code goes to the console). Field violations are
 * shown at their inputs; this is what is said above the form.
 */
export function rsvpErrorMessage(error: unknown): string {
  if (error instanceof ValidationError) return 'Some answers need another look — see the messages below.';
  if (error instanceof ApplicationError) {
    switch (error.code) {
      case 'RSVP_LIMIT_REACHED':
        return 'Sorry, the last places were just taken and this event has no waitlist.';
      case 'REGISTRATION_CLOSED':
        return 'Registration has closed for this event.';
      case 'REGISTRATION_NOT_OPEN':
        return 'Registration has not opened yet. Please come back later.';
      case 'MEMBERS_ONLY':
        return 'Only members of this site can RSVP. Log in or sign up first.';
      case 'EVENT_NOT_FOUND':
        return 'This event is no longer available.';
    }
  }
  console.warn('RSVP refused', error);
  return 'Your RSVP could not be sent. Check your connection and try again.';
}
