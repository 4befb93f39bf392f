import type { EventStatus } from '@tessera/sdk';
import { STATUS_LABELS } from '../../shared/event-status.ts';
import { useStatusCounts } from './useStatusCounts.ts';

const ORDER: EventStatus[] = ['DRAFT', 'UPCOMING', 'STARTED', 'ENDED', 'CANCELED'];

export function StatusCounts() {
  const { data, error } = useStatusCounts();
  if (error) return <p className="form-error">Counts could not be loaded: {error.message}</p>;
  // A named region: a <dl> has no role that an aria-label could name.
  return (
    <section aria-labelledby="status-counts-heading" aria-busy={!data}>
      <h2 id="status-counts-heading" className="visually-hidden">
        Events by status
      </h2>
      <dl className="status-counts">
        {ORDER.map((status) => (
          <div key={status} className="status-count">
            <dt>{STATUS_LABELS[status]}</dt>
            <dd>{data ? (data[status] ?? 0) : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
