import { LoadError } from '../../shared/LoadError.tsx';
import { Pager } from '../../shared/Pager.tsx';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { EventCard } from './EventCard.tsx';
import {
  STATUS_FILTERS,
  STATUS_FILTER_LABELS,
  parseStatusFilter,
  type StatusFilter,
} from './status-filter.ts';
import { useListedEvents } from './useListedEvents.ts';

export function EventsListPage() {
  usePageTitle();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatusFilter(searchParams.get('status'));
  const page = Math.max(0, Number.parseInt(searchParams.get('page') ?? '1', 10) - 1 || 0);
  const { data, error, isPending, isPlaceholderData, refetch } = useListedEvents(status, page);

  const select = (next: StatusFilter, nextPage = 0) => {
    const params = new URLSearchParams();
    if (next !== 'ALL') params.set('status', next);
    if (nextPage > 0) params.set('page', String(nextPage + 1));
    setSearchParams(params);
  };

  return (
    <section>
      <div className="page-header">
        <h1>Events</h1>
        <nav className="filters" aria-label="Filter by status">
          {STATUS_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className="filter"
              aria-pressed={option === status}
              onClick={() => select(option)}
            >
              {STATUS_FILTER_LABELS[option]}
            </button>
          ))}
        </nav>
      </div>

      {isPending ? (
        <ul className="event-list" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="event-card skeleton" />
          ))}
        </ul>
      ) : error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? null : data.events.length === 0 ? (
        <div className="notice">
          <p className="muted">{status === 'ALL' ? 'No events yet.' : 'No events match this filter.'}</p>
        </div>
      ) : (
        <>
          <ul className={`event-list${isPlaceholderData ? ' is-stale' : ''}`}>
            {data.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
          <Pager
            page={page}
            hasNext={data.hasNext}
            totalPages={data.totalPages}
            onPage={(next) => select(status, next)}
          />
        </>
      )}
    </section>
  );
}
