import { Link } from 'react-router';
import type { Event } from '@tessera/sdk';
import { dateTile, formatEventDate, formatLocation } from './format.ts';
import { StatusBadge } from '../../shared/StatusBadge.tsx';

export function EventCard({ event }: { event: Event }) {
  const tile = dateTile(event);
  const location = formatLocation(event);
  return (
    <li>
      <Link to={`/events/${encodeURIComponent(event.slug ?? '')}`} className="event-card">
        <div className="event-card-media">
          {event.mainImage?.url ? (
            <img
              src={event.mainImage.url}
              alt={event.mainImage.altText ?? ''}
              width={event.mainImage.width}
              height={event.mainImage.height}
              loading="lazy"
              decoding="async"
            />
          ) : tile ? (
            <div className="date-tile" aria-hidden="true">
              <span className="date-tile-month">{tile.month}</span>
              <span className="date-tile-day">{tile.day}</span>
            </div>
          ) : (
            <div className="date-tile" aria-hidden="true">
              <span className="date-tile-month">TBD</span>
            </div>
          )}
        </div>
        <div className="event-card-body">
          <div className="event-card-meta">
            <span>{formatEventDate(event)}</span>
            <StatusBadge status={event.status} />
          </div>
          <h2 className="event-card-title">{event.title}</h2>
          {location && <p className="muted">{location}</p>}
          {event.shortDescription && <p className="event-card-summary">{event.shortDescription}</p>}
        </div>
      </Link>
    </li>
  );
}
