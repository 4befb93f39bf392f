import { Link, useParams } from 'react-router';
import { ApplicationError } from '@tessera/sdk';
import { useEventBySlug } from '@tessera/react';
import { EVENT_PAGE_FIELDS } from '@tessera/contracts/site-pages';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { formatEventDate, formatLocation } from './format.ts';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { EventRegistration } from '../../app/EventRegistration.tsx';
import { RichContent, hasRichContent } from './RichContent.tsx';

const REGISTRATION_LABELS: Record<string, string> = {
  OPEN_RSVP: 'RSVP open',
  OPEN_RSVP_WAITLIST: 'Waitlist open',
  OPEN_TICKETS: 'Tickets on sale',
  OPEN_EXTERNAL: 'Registration on an external site',
  SCHEDULED_RSVP: 'RSVP opens soon',
  CLOSED_AUTOMATICALLY: 'Registration closed',
  CLOSED_MANUALLY: 'Registration closed',
};

export function EventPage() {
  const { slug } = useParams();
  const { data: event, error, isPending } = useEventBySlug(slug, { fields: [...EVENT_PAGE_FIELDS] });
  const notFound = error instanceof ApplicationError && error.status === 404;
  const failure = notFound ? 'Event not found' : 'Event could not be loaded';
  usePageTitle(event?.title ?? (error ? failure : 'Event'));

  if (isPending) return <div className="event-page skeleton-block" aria-busy="true" />;

  if (error) {
    return (
      <div className="notice">
        <h1>{failure}</h1>
        {!notFound && <p className="muted">{error.message}</p>}
        <Link to="/">Back to all events</Link>
      </div>
    );
  }

  const location = formatLocation(event);
  const registration = event.registration?.status
    ? REGISTRATION_LABELS[event.registration.status]
    : undefined;

  return (
    <article className="event-page">
      <Link to="/" className="back-link">
        ← All events
      </Link>
      {event.mainImage?.url && (
        <img
          className="event-hero"
          src={event.mainImage.url}
          alt={event.mainImage.altText ?? ''}
          width={event.mainImage.width}
          height={event.mainImage.height}
          // The page's largest paint: fetched first.
          fetchPriority="high"
        />
      )}
      <header className="event-header">
        <StatusBadge status={event.status} />
        <h1>{event.title}</h1>
        {event.shortDescription && <p className="lead">{event.shortDescription}</p>}
      </header>
      <dl className="facts">
        <div>
          <dt>When</dt>
          <dd>{formatEventDate(event) || 'To be announced'}</dd>
        </div>
        {location && (
          <div>
            <dt>Where</dt>
            <dd>{location}</dd>
          </div>
        )}
        {registration && (
          <div>
            <dt>Registration</dt>
            <dd>{registration}</dd>
          </div>
        )}
      </dl>
      {hasRichContent(event.description) && (
        <section aria-label="About this event">
          <RichContent content={event.description} />
        </section>
      )}
      <EventRegistration event={event} />
    </article>
  );
}
