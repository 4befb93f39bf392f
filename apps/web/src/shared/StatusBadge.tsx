import type { EventStatus } from '@tessera/sdk';
import { STATUS_LABELS } from './event-status.ts';

export function StatusBadge({ status }: { status?: EventStatus }) {
  if (!status) return null;
  return <span className={`badge badge-${status.toLowerCase()}`}>{STATUS_LABELS[status]}</span>;
}
