import type { EventStatus } from '@tessera/sdk';
import { STATUS_LABELS } from '../events/format.ts';
import { useStatusCounts } from './useStatusCounts.ts';

const ORDER: EventStatus[] = ['DRAFT', 'UPCOMING', 'STARTED', 'ENDED', 'CANCELED'];

export function StatusCounts() {
  const { data, error } = useStatusCounts();
  if (error) return <p className="form-error">Counts could not be loaded: {error.message}</p>;
  return (
    <dl className="status-counts" aria-label="Events by status" aria-busy={!data}>
      {ORDER.map((status) => (
        <div key={status} className="status-count">
          <dt>{STATUS_LABELS[status]}</dt>
          <dd>{data ? (data[status] ?? 0) : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
