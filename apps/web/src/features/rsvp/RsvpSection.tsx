import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Event } from '@tessera/contracts';
import { useMemberSession, useRsvpForm } from '@tessera/react';
import type { Rsvp } from '@tessera/sdk/rsvps';
import { formatDateTime } from '../../shared/dates.ts';
import { RsvpConfirmation } from './RsvpConfirmation.tsx';
import { RsvpForm } from './RsvpForm.tsx';
import { membersOnly, rsvpAvailability, takesNo } from './registration-state.ts';
import './rsvp.css';

/**
 * The event page's RSVP area (plain React: the event page carries no component library). Open
 * registration shows the event's form; a full event with a waitlist offers the waitlist; a
 * scheduled one says when it opens; a closed one says so. After answering: the confirmation.
 */
export function RsvpSection({ event }: { event: Event }) {
  const headingId = useId();
  const [answered, setAnswered] = useState<Rsvp>();
  const availability = rsvpAvailability(event);
  const canAnswer = availability.kind === 'open' || availability.kind === 'waitlist';
  const form = useRsvpForm(canAnswer ? (event.id ?? undefined) : undefined);
  const { loggedIn } = useMemberSession();
  const loginFirst = membersOnly(event) && !loggedIn;

  return (
    <section className="rsvp panel" aria-labelledby={headingId}>
      <h2 id={headingId}>RSVP</h2>
      {availability.kind === 'closed' && (
        <>
          <p>{form.data?.messages.registrationClosed.message || 'Registration is closed.'}</p>
          <Link to="/">See other events</Link>
        </>
      )}
      {availability.kind === 'scheduled' && (
        <p>
          {availability.opens
            ? `RSVP opens on ${formatDateTime(availability.opens, event.dateAndTimeSettings?.timeZoneId)}.`
            : 'RSVP opens soon.'}
        </p>
      )}
      {canAnswer && availability.kind === 'waitlist' && !answered && (
        <p className="rsvp-note">
          This event is full. Join the waitlist and we will email you if a place opens up.
        </p>
      )}
      {canAnswer && loginFirst && (
        <p>
          Only members can RSVP to this event.{' '}
          <Link to={`/login?next=${encodeURIComponent(`/events/${event.slug ?? ''}`)}`}>Log in</Link> or{' '}
          <Link to="/signup">sign up</Link> first.
        </p>
      )}
      {canAnswer && !loginFirst && form.isPending && (
        <div className="skeleton-block" aria-busy="true">
          <span className="visually-hidden">Loading the RSVP form…</span>
        </div>
      )}
      {canAnswer && !loginFirst && form.isError && (
        <div className="form-error" role="alert">
          <p className="form-error">The RSVP form could not be loaded.</p>
          <button type="button" className="button" onClick={() => void form.refetch()}>
            Try again
          </button>
        </div>
      )}
      {canAnswer && !loginFirst && form.data && !answered && (
        <RsvpForm
          eventId={event.id ?? ''}
          form={form.data}
          askNo={takesNo(event)}
          waitlist={availability.kind === 'waitlist'}
          onAnswered={setAnswered}
        />
      )}
      {answered && form.data && <RsvpConfirmation event={event} form={form.data} rsvp={answered} />}
    </section>
  );
}
