import { useEffect, useRef } from 'react';
import type { Event } from '@tessera/contracts';
import type { Form } from '@tessera/contracts/event-forms';
import type { Rsvp } from '@tessera/sdk/rsvps';

/** What the answer says back: going, on the waitlist, or not going; with add-to-calendar when there is a place. */
export function RsvpConfirmation({ event, form, rsvp }: { event: Event; form: Form; rsvp: Rsvp }) {
  const messages = form.messages.rsvp;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it, so screen readers hear it.
  useEffect(() => headingRef.current?.focus(), []);

  const { title, message, calendarLabel } =
    rsvp.status === 'YES'
      ? {
          title: messages.positiveMessages.confirmation.title || "You're going!",
          message: messages.positiveMessages.confirmation.message,
          calendarLabel: messages.positiveMessages.confirmation.addToCalendarActionLabel,
        }
      : rsvp.status === 'WAITLIST'
        ? {
            title: messages.waitlistMessages.confirmation.title || "You're on the waitlist",
            message: messages.waitlistMessages.confirmation.message,
            calendarLabel: messages.waitlistMessages.confirmation.addToCalendarActionLabel,
          }
        : {
            title: messages.negativeMessages.confirmation.title || 'Thanks for letting us know',
            message: '',
          };
  const guests = rsvp.totalGuests - 1;
  const ics = event.calendarUrls?.ics;
  const google = event.calendarUrls?.google;

  return (
    <div className={`rsvp-confirmation is-${rsvp.status.toLowerCase()}`} role="status">
      <h3 ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {message && <p>{message}</p>}
      {rsvp.status !== 'NO' && guests > 0 && (
        <p className="muted">
          {rsvp.status === 'YES' ? 'Places held' : 'Waiting'} for you and {guests}{' '}
          {guests === 1 ? 'guest' : 'guests'}.
        </p>
      )}
      {rsvp.status !== 'NO' && (ics || google) && (
        <div className="form-actions">
          {ics && (
            <a className="button" href={ics} download>
              {calendarLabel || 'Add to calendar'} (.ics)
            </a>
          )}
          {google && (
            <a className="button" href={google} target="_blank" rel="noreferrer">
              Google Calendar
            </a>
          )}
        </div>
      )}
    </div>
  );
}
