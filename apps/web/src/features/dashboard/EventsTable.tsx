import { useSearchParams } from 'react-router';
import { useEventsQuery } from '@tessera/react';
import { EventRow } from './EventRow.tsx';
import { dashboardEventsQuery } from './owner-queries.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { Pager } from '../../shared/Pager.tsx';

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
    return <LoadError error={error} onRetry={() => void refetch()} />;
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
      <Pager page={page} hasNext={data.hasNext} totalPages={data.totalPages} onPage={goTo} />
    </>
  );
}
