import { useSearchParams } from 'react-router';
import { useEventsQuery } from '@tessera/react';
import { EventRow } from './EventRow.tsx';
import { dashboardEventsQuery } from './owner-queries.ts';

const OPTIONS = { includeDrafts: true, fields: ['REGISTRATION' as const] };

export function EventsTable() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(searchParams.get('page') ?? '1', 10) - 1 || 0);
  const { data, error, isPending, isPlaceholderData, refetch } = useEventsQuery(
    dashboardEventsQuery(page),
    OPTIONS,
  );

  const goTo = (next: number) => setSearchParams(next > 0 ? { page: String(next + 1) } : {});

  if (isPending) return <div className="panel skeleton" aria-busy="true" />;
  if (error) {
    return (
      <div className="notice">
        <p>Events could not be loaded: {error.message}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (data.events.length === 0) {
    return (
      <div className="notice">
        <p className="muted">{page > 0 ? 'No events on this page.' : 'No events yet.'}</p>
      </div>
    );
  }

  return (
    <>
      <div className={`table-wrap${isPlaceholderData ? ' is-stale' : ''}`}>
        <table className="table">
          <caption className="visually-hidden">All events, drafts included</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Starts</th>
              <th scope="col">Registration</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </tbody>
        </table>
      </div>
      {(page > 0 || data.hasNext) && (
        <nav className="pager" aria-label="Pages">
          <button type="button" className="button" disabled={page === 0} onClick={() => goTo(page - 1)}>
            Previous
          </button>
          <span className="muted">
            Page {page + 1}
            {data.totalPages !== undefined && ` of ${data.totalPages}`}
          </span>
          <button type="button" className="button" disabled={!data.hasNext} onClick={() => goTo(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </>
  );
}
