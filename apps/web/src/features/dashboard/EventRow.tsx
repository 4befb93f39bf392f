import { Link } from 'react-router';
import type { Event, RegistrationType } from '@tessera/sdk';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { ACTION_LABELS, actionsFor, type EventAction } from './event-actions.ts';
import { errorMessage } from './error-message.ts';
import { formatStart } from './format-start.ts';
import { useEventAction } from './useEventAction.ts';

const REGISTRATION_LABELS: Record<RegistrationType, string> = {
  RSVP: 'RSVP',
  TICKETING: 'Tickets',
  EXTERNAL: 'External',
  NONE: 'None',
};

export function EventRow({ event }: { event: Event }) {
  const action = useEventAction(event.id ?? '');
  const title = event.title || 'Untitled event';

  const run = (next: EventAction) => {
    if (next === 'delete' && !window.confirm(`Delete “${title}”? This cannot be undone.`)) return;
    action.mutate(next);
  };

  return (
    <tr aria-busy={action.isPending}>
      <td>
        {event.status !== 'DRAFT' && event.slug ? (
          <Link to={`/events/${encodeURIComponent(event.slug)}`}>{title}</Link>
        ) : (
          title
        )}
        {action.error && (
          <p className="form-error" role="alert">
            {errorMessage(action.error)}
          </p>
        )}
      </td>
      <td className="nowrap">
        <StatusBadge status={event.status} />
      </td>
      <td className="nowrap">{formatStart(event)}</td>
      <td>{event.registration?.type ? REGISTRATION_LABELS[event.registration.type] : '—'}</td>
      <td className="actions-cell">
        <div className="row-actions">
          {actionsFor(event.status).map((name) => (
            <button
              key={name}
              type="button"
              className={`button button-small${name === 'delete' ? ' button-danger' : ''}`}
              disabled={action.isPending}
              onClick={() => run(name)}
            >
              {ACTION_LABELS[name]}
              {/* "Publish Spring Hackathon": a row of "Publish" buttons is no help out of context. */}
              <span className="visually-hidden"> {title}</span>
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}
